// Only an error's name and message cross threads.
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
