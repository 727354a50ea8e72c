// docs/product-rules.md "Reminders". Keyset pages, never OFFSET: a page costs the same wherever it starts, and rows
// added or removed meanwhile never shift the pages.

export const CRON_PAGE_SIZE = 200;

export interface JobProgress {
  processed: number;
  complete: boolean;
}

export interface CronLimits {
  timeMs?: number;
  maxPages?: number;
  clock?: () => number;
}

export interface CronBudget {
  startPage(): boolean;
}

export function cronBudget(limits: CronLimits = {}): CronBudget {
  const clock = limits.clock ?? Date.now;
  const startedAt = clock();
  let pages = 0;
  return {
    startPage() {
      // The first page always starts, so every call moves the work on whatever its budget.
      const spent =
        pages > 0 &&
        ((limits.maxPages !== undefined && pages >= limits.maxPages) ||
          (limits.timeMs !== undefined && clock() - startedAt >= limits.timeMs));
      if (spent) return false;
      pages++;
      return true;
    },
  };
}

export interface JobCursor {
  resume(): Promise<{ afterId: string | null } | "finished">;
  advance(afterId: string): Promise<void>;
  finish(): Promise<void>;
}

export const NO_CURSOR: JobCursor = {
  resume: async () => ({ afterId: null }),
  advance: async () => {},
  finish: async () => {},
};

export interface Paging {
  cursor?: JobCursor;
  budget?: CronBudget;
  pageSize?: number;
}

export interface KeysetPage {
  afterId: string | null;
  take: number;
}

export function idAfter(page: KeysetPage): { gt: string } | undefined {
  return page.afterId === null ? undefined : { gt: page.afterId };
}

export function keysetOrder(page: KeysetPage): { orderBy: { id: "asc" }; take: number } {
  return { orderBy: { id: "asc" }, take: page.take };
}

export type UserIds = readonly string[] | { startsWith: string };

export function userIdFilter(userIds: UserIds | undefined): { in: string[] } | { startsWith: string } | undefined {
  if (!userIds) return undefined;
  return "startsWith" in userIds ? { startsWith: userIds.startsWith } : { in: [...userIds] };
}

// The cursor moves only after a page's work, so a call cut off mid-page redoes that page; the jobs' claims make that
// harmless.
export async function pageThrough<Row extends { id: string }>(
  paging: Paging,
  load: (page: KeysetPage) => Promise<Row[]>,
  work: (rows: Row[]) => Promise<void>,
): Promise<JobProgress> {
  const cursor = paging.cursor ?? NO_CURSOR;
  const take = paging.pageSize ?? CRON_PAGE_SIZE;
  const start = await cursor.resume();
  if (start === "finished") return { processed: 0, complete: true };
  let afterId = start.afterId;
  let processed = 0;
  while (!paging.budget || paging.budget.startPage()) {
    const rows = await load({ afterId, take });
    if (rows.length > 0) {
      await work(rows);
      processed += rows.length;
      afterId = rows.at(-1)!.id;
    }
    if (rows.length < take) {
      await cursor.finish();
      return { processed, complete: true };
    }
    await cursor.advance(afterId!);
  }
  return { processed, complete: false };
}

export async function runOnce(paging: Paging, step: () => Promise<void>): Promise<JobProgress> {
  const cursor = paging.cursor ?? NO_CURSOR;
  if ((await cursor.resume()) === "finished") return { processed: 0, complete: true };
  if (paging.budget && !paging.budget.startPage()) return { processed: 0, complete: false };
  await step();
  await cursor.finish();
  return { processed: 1, complete: true };
}
