/** What a thread posts once its script has loaded, before any answer. */
export const READY = "ready";

/** One message to a pool thread: a batch of tasks, answered together under the same id. */
export interface PoolRequest<Task> {
  id: number;
  tasks: Task[];
}

/** A thread's answer: the batch's results in order, or the error that stopped it. */
export type PoolReply = { id: number; value: unknown[] } | { id: number; error: { name: string; message: string } };
