import {
  cronBudget,
  idAfter,
  pageThrough,
  runOnce,
  userIdFilter,
  type JobCursor,
  type KeysetPage,
} from "@/lib/cron/paging";

// The cron's paging without a database (lib/cron/paging.ts): the budget (its clock injected, so no test waits),
// keyset pages from a saved cursor, and the end of a job.

const ROWS = ["a", "b", "c", "d", "e"].map((id) => ({ id }));

/** A cursor kept in memory, as SchedulerCursor keeps it. */
function memoryCursor(start: { afterId: string | null } | "finished" = { afterId: null }) {
  const state = { saved: start, advanced: [] as string[] };
  const cursor: JobCursor = {
    resume: async () => state.saved,
    advance: async (afterId) => {
      state.advanced.push(afterId);
      state.saved = { afterId };
    },
    finish: async () => {
      state.saved = "finished";
    },
  };
  return { cursor, state };
}

/** The rows after the page's cursor, in id order, as the keyset query answers them. */
function load(page: KeysetPage) {
  const after = idAfter(page)?.gt;
  return Promise.resolve(ROWS.filter((r) => after === undefined || r.id > after).slice(0, page.take));
}

describe("cronBudget", () => {
  it("stops starting pages once the time is spent, but always allows a call's first page", () => {
    let now = 1_000;
    const budget = cronBudget({ timeMs: 100, clock: () => now });
    now += 500; // Already past the budget before the first page: it still starts.
    expect(budget.startPage()).toBe(true);
    expect(budget.startPage()).toBe(false);

    now = 0;
    const fresh = cronBudget({ timeMs: 100, clock: () => now });
    expect([fresh.startPage(), fresh.startPage()]).toEqual([true, true]);
    now = 99;
    expect(fresh.startPage()).toBe(true);
    now = 100;
    expect(fresh.startPage()).toBe(false);
  });

  it("stops after maxPages pages; without limits it never stops", () => {
    const budget = cronBudget({ maxPages: 2 });
    expect([budget.startPage(), budget.startPage(), budget.startPage()]).toEqual([true, true, false]);
    const unlimited = cronBudget();
    expect(Array.from({ length: 50 }, () => unlimited.startPage()).every(Boolean)).toBe(true);
  });
});

describe("pageThrough", () => {
  it("pages by id from the saved cursor, saves its place after each page and stops when the budget is spent", async () => {
    const { cursor, state } = memoryCursor();
    const seen: string[] = [];
    const work = async (rows: { id: string }[]) => void seen.push(...rows.map((r) => r.id));

    const first = await pageThrough({ cursor, budget: cronBudget({ maxPages: 1 }), pageSize: 2 }, load, work);
    expect(first).toEqual({ processed: 2, complete: false });
    expect(state.saved).toEqual({ afterId: "b" });

    // The next call resumes after "b"; the short last page finishes the job without a further read.
    const second = await pageThrough({ cursor, budget: cronBudget(), pageSize: 2 }, load, work);
    expect(second).toEqual({ processed: 3, complete: true });
    expect(seen).toEqual(["a", "b", "c", "d", "e"]);
    expect(state.advanced).toEqual(["b", "d"]);
    expect(state.saved).toBe("finished");

    // Finished for the day: nothing is read.
    const loads = jest.fn(load);
    expect(await pageThrough({ cursor, pageSize: 2 }, loads, work)).toEqual({ processed: 0, complete: true });
    expect(loads).not.toHaveBeenCalled();
  });

  it("does not move the cursor past a page whose work failed", async () => {
    const { cursor, state } = memoryCursor({ afterId: "b" });
    const failing = async () => Promise.reject(new Error("database went away"));
    await expect(pageThrough({ cursor, pageSize: 2 }, load, failing)).rejects.toThrow("database went away");
    expect(state.saved).toEqual({ afterId: "b" });
  });

  it("finishes an exactly full last page with one empty read", async () => {
    const { cursor, state } = memoryCursor();
    const result = await pageThrough({ cursor, pageSize: 5 }, load, async () => {});
    expect(result).toEqual({ processed: 5, complete: true });
    expect(state.saved).toBe("finished");
  });
});

describe("runOnce", () => {
  it("runs a one-step job once a day, and not once the budget is spent", async () => {
    const step = jest.fn(async () => {});
    const { cursor } = memoryCursor();
    const spent = cronBudget({ maxPages: 1 });
    spent.startPage();
    expect(await runOnce({ cursor, budget: spent }, step)).toEqual({ processed: 0, complete: false });
    expect(await runOnce({ cursor, budget: cronBudget() }, step)).toEqual({ processed: 1, complete: true });
    expect(await runOnce({ cursor, budget: cronBudget() }, step)).toEqual({ processed: 0, complete: true });
    expect(step).toHaveBeenCalledTimes(1);
  });
});

describe("userIdFilter", () => {
  it("keeps a run to listed ids or to an id prefix", () => {
    expect(userIdFilter(undefined)).toBeUndefined();
    expect(userIdFilter(["u1", "u2"])).toEqual({ in: ["u1", "u2"] });
    expect(userIdFilter({ startsWith: "paging-" })).toEqual({ startsWith: "paging-" });
  });
});
