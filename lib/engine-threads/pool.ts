import type { Worker } from "node:worker_threads";
import { yieldToEventLoop } from "@/lib/concurrency";
import { READY, type PoolReply, type PoolRequest } from "./protocol";

// ARCHITECTURE.md "Speed". When threads cannot start, every batch runs in this process, yielding between tasks; a
// batch whose thread dies is run here too (the work is pure, so a rerun gives the same answer).

export interface ThreadPoolOptions<Task> {
  size: number;
  start: () => Worker;
  runInProcess: (task: Task) => unknown;
  /** Only the name and message cross threads. */
  reviveError: (error: { name: string; message: string }) => Error;
  onFallback?: (error: unknown) => void;
}

export interface RunOptions {
  /**
   * Queued ahead of every waiting batch without it (in order among themselves): for a short batch whose caller holds
   * something others wait for, such as a database transaction and a row lock.
   */
  first?: boolean;
}

export interface ThreadPool<Task> {
  run(tasks: Task[], options?: RunOptions): Promise<unknown[]>;
  stats(): { threads: number; waiting: number; inProcess: boolean };
}

interface Job<Task> {
  tasks: Task[];
  first: boolean;
  resolve: (value: unknown[]) => void;
  reject: (error: unknown) => void;
}

interface Slot<Task> {
  worker: Worker;
  job: Job<Task> | null;
  batch: number;
  /** Its script said READY: a thread that dies before that means threads cannot start here. */
  ready: boolean;
  gone: boolean;
}

export function createThreadPool<Task>(options: ThreadPoolOptions<Task>): ThreadPool<Task> {
  const { size, start, runInProcess, reviveError, onFallback } = options;
  const slots: Slot<Task>[] = [];
  const waiting: Job<Task>[] = [];
  let inProcess = false;
  let batches = 0;

  const fallBack = (error: unknown) => {
    if (inProcess) return;
    inProcess = true;
    onFallback?.(error);
  };

  const runHere = async (job: Job<Task>) => {
    try {
      const results: unknown[] = [];
      for (const task of job.tasks) {
        await yieldToEventLoop();
        results.push(runInProcess(task));
      }
      job.resolve(results);
    } catch (error) {
      job.reject(error);
    }
  };

  const finish = (slot: Slot<Task>) => {
    slot.job = null;
    slot.worker.unref(); // an idle thread never keeps the process alive
  };

  const spawn = (): Slot<Task> | null => {
    let worker: Worker;
    try {
      worker = start();
    } catch (error) {
      fallBack(error);
      return null;
    }
    const slot: Slot<Task> = { worker, job: null, batch: 0, ready: false, gone: false };
    worker.unref();
    worker.on("message", (reply: PoolReply | typeof READY) => {
      if (reply === READY) {
        slot.ready = true;
        return;
      }
      const job = slot.job;
      if (!job || reply.id !== slot.batch) return;
      finish(slot);
      if ("error" in reply) job.reject(reviveError(reply.error));
      else job.resolve(reply.value);
      pump();
    });
    const lost = (error: unknown) => {
      if (slot.gone) return;
      slot.gone = true;
      slots.splice(slots.indexOf(slot), 1);
      if (!slot.ready) fallBack(error);
      const job = slot.job;
      slot.job = null;
      if (job) void runHere(job);
      pump();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`engine thread exited with code ${code}`)));
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (waiting.length > 0) {
      if (inProcess) {
        void runHere(waiting.shift()!);
        continue;
      }
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : null);
      if (!slot) {
        if (inProcess) continue;
        return; // every thread is busy: the next answer pumps again
      }
      const job = waiting.shift()!;
      slot.job = job;
      slot.batch = ++batches;
      slot.worker.ref();
      try {
        slot.worker.postMessage({ id: slot.batch, tasks: job.tasks } satisfies PoolRequest<Task>);
      } catch {
        // Input that cannot be cloned still gets its answer, here.
        finish(slot);
        void runHere(job);
      }
    }
  };

  return {
    run: (tasks, { first = false } = {}) =>
      new Promise<unknown[]>((resolve, reject) => {
        const job = { tasks, first, resolve, reject };
        const behind = first ? waiting.findIndex((j) => !j.first) : -1;
        if (behind === -1) waiting.push(job);
        else waiting.splice(behind, 0, job);
        pump();
      }),
    stats: () => ({ threads: slots.length, waiting: waiting.length, inProcess }),
  };
}
