export const READY = "ready";

export interface PoolRequest<Task> {
  id: number;
  tasks: Task[];
}

export type PoolReply = { id: number; value: unknown[] } | { id: number; error: { name: string; message: string } };
