import "server-only";
import { db } from "@/lib/db";
import { dateFromDay, dayFromDate } from "@/lib/dates";
import type { JobCursor } from "./paging";

// Two overlapping calls may both move the same row; the worst case is a page done twice, which the jobs' claims
// make harmless.

export function savedCursor(job: string, day: string): JobCursor {
  const save = (afterId: string | null, finished: boolean) =>
    db.schedulerCursor.upsert({
      where: { job },
      create: { job, day: dateFromDay(day), afterId, finished },
      update: { day: dateFromDay(day), afterId, finished },
    });
  return {
    async resume() {
      const row = await db.schedulerCursor.findUnique({ where: { job } });
      if (!row || dayFromDate(row.day) !== day) return { afterId: null };
      return row.finished ? "finished" : { afterId: row.afterId };
    },
    advance: async (afterId) => void (await save(afterId, false)),
    finish: async () => void (await save(null, true)),
  };
}
