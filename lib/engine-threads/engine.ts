import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { PayoffInputError } from "@/lib/payoff";
import { runEngineTask, type EngineResults, type EngineTask } from "@/lib/payoff/tasks";
import { createThreadPool } from "./pool";

// The payoff engine's thread pool (ARCHITECTURE.md "Speed"): a 200-debt calculation's engine runs took tens of
// milliseconds of the event loop (and as much again in garbage collection), which every other user's request
// waited behind. One thread per core beyond the one serving requests, at least one and at most two: the server
// process, PostgreSQL and the threads share the machine's cores.
export const ENGINE_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

const pool = createThreadPool<EngineTask>({
  size: ENGINE_THREADS,
  // Written as `new Worker(new URL("./worker.ts", import.meta.url))` so that Turbopack bundles the worker as its own
  // entry; where that file cannot run (Jest and tsx load this TypeScript as it is), the pool runs in process.
  start: () => new Worker(new URL("./worker.ts", import.meta.url)),
  runInProcess: runEngineTask,
  reviveError: ({ name, message }) =>
    name === "PayoffInputError" ? new PayoffInputError(message) : new Error(message),
  onFallback: (error) => {
    if (process.env.NODE_ENV === "production")
      console.warn(`Engine threads could not start; the payoff engine runs in process: ${String(error)}`);
  },
});

/** Runs engine tasks off the event loop (on a pool thread, or in process where threads cannot start). */
export async function runEngineTasks<const T extends readonly EngineTask[]>(tasks: T): Promise<EngineResults<T>> {
  return (await pool.run([...tasks])) as EngineResults<T>;
}

/** For tests: the pool's threads and whether it fell back to in process. */
export const engineThreadStats = () => pool.stats();
