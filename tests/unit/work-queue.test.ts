import { createWorkQueue } from "@/lib/concurrency";

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
