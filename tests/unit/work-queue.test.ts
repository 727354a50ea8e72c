import { createWorkQueue, runInSteps } from "@/lib/concurrency";

// The bounded queue heavy strategy work goes through (lib/strategies/queue.ts).

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((r) => setImmediate(r));

describe("createWorkQueue", () => {
  it("runs at most `concurrency` at once, then the waiting ones in arrival order; refuses beyond maxWaiting", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 2, busy: () => new Error("busy") });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    const settled = Promise.allSettled(runs);
    await flush();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 2 });
    await expect(queue.run(async () => 99)).rejects.toThrow("busy");

    gates[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 1 });

    // A failing task frees its slot too.
    gates[0]!.reject(new Error("boom"));
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    gates[3]!.resolve();
    const results = await settled;
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual(["failed", 1, 2, 3]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(async () => "again")).resolves.toBe("again");
  });
});

describe("runInSteps", () => {
  it("lets other work run between the steps and answers the generator's result", async () => {
    const order: string[] = [];
    function* steps(): Generator<void, number, void> {
      order.push("step 1");
      yield;
      order.push("step 2");
      yield;
      order.push("step 3");
      return 42;
    }
    // Waiting before the task starts: served after its first step, not after all of them.
    setImmediate(() => order.push("other request"));
    const result = runInSteps(steps());
    expect(await result).toBe(42);
    expect(order).toEqual(["step 1", "other request", "step 2", "step 3"]);
  });
});
