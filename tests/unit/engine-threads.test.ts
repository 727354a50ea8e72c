import os from "node:os";
import { Worker, threadId } from "node:worker_threads";
import { ENGINE_THREAD_NICE } from "@/lib/engine-threads/priority";
import { createThreadPool } from "@/lib/engine-threads/pool";
import { runEngineTask, type EngineTask } from "@/lib/payoff/tasks";
import { PayoffInputError, comparePlans, computePlan, extraPaymentForTargetDate, type DebtInput } from "@/lib/payoff";

// The thread pool the payoff engine runs on (lib/engine-threads/pool.ts). The threads here run small inline scripts
// speaking the pool's protocol (lib/engine-threads/protocol.ts), since Jest cannot start the TypeScript worker
// itself; the engine's own tasks are checked in process against the engine.

/** A thread (saying "ready" once loaded) answering each batch with [task * 2, its threadId] per task; a negative task throws, 13 exits. */
const DOUBLER = `
const { parentPort, threadId } = require("node:worker_threads");
parentPort.on("message", ({ id, tasks }) => {
  if (tasks.includes(13)) process.exit(3);
  try {
    parentPort.postMessage({ id, value: tasks.map((t) => {
      if (t < 0) { const e = new RangeError("negative " + t); e.name = "PayoffInputError"; throw e; }
      return [t * 2, threadId];
    }) });
  } catch (e) { parentPort.postMessage({ id, error: { name: e.name, message: e.message } }); }
});
parentPort.postMessage("ready");`;

const inProcess = (t: number) => [t * 2, threadId];
const revive = ({ name, message }: { name: string; message: string }) =>
  name === "PayoffInputError" ? new PayoffInputError(message) : new Error(message);

function pool(start: () => Worker, size = 1) {
  const fallbacks: unknown[] = [];
  const p = createThreadPool<number>({
    size,
    start,
    runInProcess: inProcess,
    reviveError: revive,
    onFallback: (e) => fallbacks.push(e),
  });
  return { p, fallbacks };
}

const doubler = () => new Worker(DOUBLER, { eval: true });

describe("createThreadPool", () => {
  it("runs each batch on a thread, not on this one, and answers in the tasks' order", async () => {
    const { p, fallbacks } = pool(doubler, 2);
    const [a, b, c] = await Promise.all([p.run([1, 2]), p.run([3]), p.run([4])]);
    expect(a!.map((r) => (r as number[])[0])).toEqual([2, 4]);
    expect(b![0]).toEqual([6, expect.any(Number)]);
    expect(c![0]).toEqual([8, expect.any(Number)]);
    for (const r of [...a!, ...b!, ...c!]) expect((r as number[])[1]).not.toBe(threadId);
    expect(p.stats()).toEqual({ threads: 2, waiting: 0, inProcess: false });
    expect(fallbacks).toEqual([]);
  });

  it("sends a batch run `first` ahead of the batches waiting for a thread, in order among themselves", async () => {
    const { p } = pool(doubler, 1);
    const done: number[] = [];
    const run = (task: number, first?: boolean) => p.run([task], { first }).then(() => done.push(task));
    // 1 takes the only thread; the rest wait for it.
    await Promise.all([run(1), run(2), run(3), run(4, true), run(5, true), run(6)]);
    expect(done).toEqual([1, 4, 5, 2, 3, 6]);
  });

  it("brings a thread's error back as the caller's error class", async () => {
    const { p } = pool(doubler);
    await expect(p.run([1, -5])).rejects.toThrow(new PayoffInputError("negative -5"));
    await expect(p.run([-1])).rejects.toBeInstanceOf(PayoffInputError);
    // The thread goes on serving after an error.
    expect((await p.run([7]))[0]).toEqual([14, expect.any(Number)]);
  });

  it("runs in process from then on when a thread cannot be started", async () => {
    const { p, fallbacks } = pool(() => {
      throw new Error("worker threads are not available");
    });
    expect(await p.run([1, 2])).toEqual([
      [2, threadId],
      [4, threadId],
    ]);
    expect(p.stats().inProcess).toBe(true);
    expect(fallbacks).toHaveLength(1);
  });

  it("runs in process when the thread fails while starting (e.g. its file is not there)", async () => {
    const { p, fallbacks } = pool(() => new Worker("throw new Error('no engine here')", { eval: true }));
    expect(await p.run([5])).toEqual([[10, threadId]]);
    expect(await p.run([6])).toEqual([[12, threadId]]);
    expect(p.stats()).toMatchObject({ threads: 0, inProcess: true });
    expect(fallbacks).toHaveLength(1);
  });

  it("answers a batch whose thread died in process, and starts a new thread for the next", async () => {
    const { p, fallbacks } = pool(doubler);
    expect((await p.run([1]))[0]).not.toEqual([2, threadId]);
    expect(await p.run([13])).toEqual([[26, threadId]]);
    const after = await p.run([2]);
    expect((after[0] as number[])[1]).not.toBe(threadId);
    expect(p.stats()).toMatchObject({ threads: 1, inProcess: false });
    expect(fallbacks).toEqual([]);
  });
});

describe("runEngineTask", () => {
  const debts: DebtInput[] = [
    { id: "a", name: "Visa", balanceCents: 500_000, aprPercent: 22.99, minPaymentCents: 15_000 },
    { id: "b", name: "Car", balanceCents: 1_200_000, aprPercent: 6.5, minPaymentCents: 30_000 },
  ];
  const startMonth = { year: 2026, month: 11 };

  it("answers what the engine's functions answer, through a structured clone", () => {
    const compare: EngineTask = { kind: "compare", input: { debts, extraPaymentCents: 10_000, startMonth } };
    const plan: EngineTask = {
      kind: "plan",
      input: { debts, strategy: "snowball", startMonth, includeSchedule: true },
    };
    expect(structuredClone(runEngineTask(structuredClone(compare)))).toEqual(comparePlans(compare.input));
    expect(structuredClone(runEngineTask(structuredClone(plan)))).toEqual(computePlan(plan.input));
  });

  it("answers a plan's month-end totals without its schedule, and a target date's extra payment", () => {
    const input = { debts, strategy: "avalanche" as const, startMonth, extraPaymentCents: 5_000 };
    const full = computePlan({ ...input, includeSchedule: true });
    if (!full.feasible) throw new Error("the test plan pays off");
    const totals = structuredClone(runEngineTask(structuredClone({ kind: "totals", input } as EngineTask)));
    expect(totals).toEqual({
      result: computePlan(input),
      monthEndBalancesCents: full.schedule!.map((row) => row.totalBalanceCents),
    });
    expect((totals as { monthEndBalancesCents: number[] }).monthEndBalancesCents).toHaveLength(full.months);

    const never = { ...input, debts: [{ ...debts[0]!, minPaymentCents: 5_000, aprPercent: 29.99 }] };
    expect(runEngineTask({ kind: "totals", input: never })).toEqual({
      result: computePlan(never),
      monthEndBalancesCents: [],
    });

    const target: EngineTask = {
      kind: "targetDate",
      input: { debts, strategy: "avalanche", startMonth, target: { year: 2029, month: 12 }, granularity: "dollar" },
    };
    expect(extraPaymentForTargetDate(target.input)).not.toBeNull();
    expect(structuredClone(runEngineTask(structuredClone(target)))).toEqual(extraPaymentForTargetDate(target.input));
  });
});

describe("lowerThreadPriority", () => {
  const linux = process.platform === "linux";

  (linux ? it : it.skip)("lowers the calling thread only, not the process's others", async () => {
    // lib/engine-threads/priority.ts loaded through tsx in a thread of its own: the engine threads call it first.
    const script = `
      const { parentPort } = require("node:worker_threads");
      const { readlinkSync } = require("node:fs");
      const os = require("node:os");
      require("tsx/cjs/api").register();
      const { lowerThreadPriority } = require(${JSON.stringify(require.resolve("@/lib/engine-threads/priority"))});
      const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
      const before = os.getPriority(tid);
      parentPort.postMessage({ lowered: lowerThreadPriority(), tid, before, after: os.getPriority(tid) });`;
    const processBefore = os.getPriority();
    const answer = await new Promise<{ lowered: boolean; tid: number; before: number; after: number }>(
      (resolve, reject) => {
        const worker = new Worker(script, { eval: true });
        worker.once("message", (m) => void worker.terminate().then(() => resolve(m)));
        worker.once("error", reject);
      },
    );
    expect(answer).toMatchObject({ lowered: true, before: processBefore, after: ENGINE_THREAD_NICE });
    expect(answer.tid).not.toBe(process.pid);
    expect(os.getPriority()).toBe(processBefore);
  });
});
