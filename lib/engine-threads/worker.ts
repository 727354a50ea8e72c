// The worker thread's side of the engine pool (./pool.ts): it runs the engine tasks it is sent, one message at a
// time, and answers each with its results or its error (name and message, which is all that crosses threads).
// Turbopack bundles this file as its own entry because ./pool.ts starts it with `new Worker(new URL(...))`.
import { parentPort } from "node:worker_threads";
import { runEngineTask, type EngineTask } from "@/lib/payoff/tasks";
import { lowerThreadPriority } from "./priority";
import { READY, type PoolReply, type PoolRequest } from "./protocol";

lowerThreadPriority();

parentPort?.on("message", ({ id, tasks }: PoolRequest<EngineTask>) => {
  let reply: PoolReply;
  try {
    reply = { id, value: tasks.map(runEngineTask) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    reply = { id, error: { name, message } };
  }
  parentPort!.postMessage(reply);
});

parentPort?.postMessage(READY);
