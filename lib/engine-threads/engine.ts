import "server-only";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { PayoffInputError } from "@/lib/payoff";
import { runEngineTask, type EngineResults, type EngineTask } from "@/lib/payoff/tasks";
import { createThreadPool, type RunOptions } from "./pool";

// ARCHITECTURE.md "Speed": a 200-debt calculation held the event loop for tens of milliseconds. At most two threads:
// the server process, PostgreSQL and the threads share the machine's cores.
export const ENGINE_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

const pool = createThreadPool<EngineTask>({
  size: ENGINE_THREADS,
  // Written so that Turbopack bundles the worker as its own entry; Jest and tsx cannot run it, so run in process.
  start: () => new Worker(new URL("./worker.ts", import.meta.url)),
  runInProcess: runEngineTask,
  reviveError: ({ name, message }) =>
    name === "PayoffInputError" ? new PayoffInputError(message) : new Error(message),
  onFallback: (error) => {
    if (process.env.NODE_ENV === "production")
      console.warn(`Engine threads could not start; the payoff engine runs in process: ${String(error)}`);
  },
});

export async function runEngineTasks<const T extends readonly EngineTask[]>(
  tasks: T,
  options?: RunOptions,
): Promise<EngineResults<T>> {
  return (await pool.run([...tasks], options)) as EngineResults<T>;
}

export const engineThreadStats = () => pool.stats();
