// Paging for the daily cron's jobs (docs/product-rules.md "Reminders"): each job walks its rows in id order, a page
// at a time, by keyset (`id > afterId ORDER BY id LIMIT n`, never OFFSET, so a page costs the same wherever it
// starts and rows added or removed meanwhile never shift the pages). One budget spans a whole call: once it is
// spent no new page starts, and the job's cursor (./cursor.ts) says where the next call resumes. No I/O here: the
// caller passes the page's query and work, and the cursor.

/** Rows read per page: small enough that a page ends well inside the host's time limit. */
export const CRON_PAGE_SIZE = 200;

/** What one call did for one job. */
export interface JobProgress {
  /** Rows this call went through (debts, goals, users; the cleanup counts as 1). */
  processed: number;
  /** Today's pass of the job is done (by this call or an earlier one); false: call again to resume it. */
  complete: boolean;
}

/** How much of one call the jobs may spend; tests force a stop with `maxPages` instead of waiting. */
export interface CronLimits {
  /** No page starts once this many milliseconds have passed since the budget was made. */
  timeMs?: number;
  /** No page starts after this many pages in the call. */
  maxPages?: number;
  /** Milliseconds now (default Date.now). */
  clock?: () => number;
}

/** One call's budget, shared by its jobs in turn. */
export interface CronBudget {
  /** Takes a page from the budget; false once it is spent. The first page of a call is always allowed. */
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

/** Where a job resumes: read once at its start, moved after every page. */
export interface JobCursor {
  /** The id to continue after (null: from the first row), or "finished" when today's pass is already done. */
  resume(): Promise<{ afterId: string | null } | "finished">;
  /** The page ending at `afterId` is done. */
  advance(afterId: string): Promise<void>;
  /** Every row is done. */
  finish(): Promise<void>;
}

/** A cursor that keeps nothing: every call is a whole pass from the first row (direct calls and tests). */
export const NO_CURSOR: JobCursor = {
  resume: async () => ({ afterId: null }),
  advance: async () => {},
  finish: async () => {},
};

/** How a job is paged: its cursor, the call's budget and the page size (all optional: one whole pass). */
export interface Paging {
  cursor?: JobCursor;
  budget?: CronBudget;
  pageSize?: number;
}

/** One keyset page to read: the rows after `afterId` in id order, at most `take`. */
export interface KeysetPage {
  afterId: string | null;
  take: number;
}

/** The id condition of a keyset page (undefined from the first row), for a Prisma `where`. */
export function idAfter(page: KeysetPage): { gt: string } | undefined {
  return page.afterId === null ? undefined : { gt: page.afterId };
}

/** The order and size of a keyset page, for a Prisma `findMany`. */
export function keysetOrder(page: KeysetPage): { orderBy: { id: "asc" }; take: number } {
  return { orderBy: { id: "asc" }, take: page.take };
}

/** Which users a run is kept to (tests): these ids, or every id that starts with a prefix. */
export type UserIds = readonly string[] | { startsWith: string };

/** The Prisma condition on a user id for `UserIds` (none: every user). */
export function userIdFilter(userIds: UserIds | undefined): { in: string[] } | { startsWith: string } | undefined {
  if (!userIds) return undefined;
  return "startsWith" in userIds ? { startsWith: userIds.startsWith } : { in: [...userIds] };
}

/**
 * Runs `work` on each page `load` answers, from where the cursor stands, until the rows run out (the job is
 * finished) or the budget is spent (it resumes on the next call). The cursor moves only after a page's work, so
 * a call cut off mid-page does that page again next time; the jobs' own claims keep that from doing anything twice.
 */
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
    // A short page is the last one: finishing now saves a call an empty read.
    if (rows.length < take) {
      await cursor.finish();
      return { processed, complete: true };
    }
    await cursor.advance(afterId!);
  }
  return { processed, complete: false };
}

/** A job that is one step (the cleanup): done once a day, as one page of the budget. */
export async function runOnce(paging: Paging, step: () => Promise<void>): Promise<JobProgress> {
  const cursor = paging.cursor ?? NO_CURSOR;
  if ((await cursor.resume()) === "finished") return { processed: 0, complete: true };
  if (paging.budget && !paging.budget.startPage()) return { processed: 0, complete: false };
  await step();
  await cursor.finish();
  return { processed: 1, complete: true };
}
