import type { Worker } from "node:worker_threads";
import { yieldToEventLoop } from "@/lib/concurrency";
import { READY, type PoolReply, type PoolRequest } from "./protocol";

// A small pool of worker threads for pure CPU work (ARCHITECTURE.md "Speed"): a batch of tasks goes to a free thread
// as plain data and comes back the same way, so the event loop that serves every other request stays free meanwhile.
// Threads start on first use. When one cannot start (a host without worker threads, a build without the worker's
// file), every batch runs in this process from then on, a task at a time with the event loop served in between;
// a batch whose thread dies is run here too (the work is pure: the same input gives the same answer).

export interface ThreadPoolOptions<Task> {
  /** At most this many threads. */
  size: number;
  /** Starts one thread running ./worker.ts's protocol (or throws). */
  start: () => Worker;
  /** The same work in this process: the fallback. */
  runInProcess: (task: Task) => unknown;
  /** Turns a thread's error (only its name and message cross threads) back into the error the caller expects. */
  reviveError: (error: { name: string; message: string }) => Error;
  /** Told once, when the threads cannot start and the pool falls back to running in process. */
  onFallback?: (error: unknown) => void;
}

export interface ThreadPool<Task> {
  /** Runs the tasks together on one thread (or in process); answers their results in order. */
  run(tasks: Task[]): Promise<unknown[]>;
  /** For tests: threads started, batches waiting, and whether the pool has fallen back to in process. */
  stats(): { threads: number; waiting: number; inProcess: boolean };
}

interface Job<Task> {
  tasks: Task[];
  resolve: (value: unknown[]) => void;
  reject: (error: unknown) => void;
}

interface Slot<Task> {
  worker: Worker;
  job: Job<Task> | null;
  /** The id of the batch it is running, to match its answer. */
  batch: number;
  /** Its script loaded and said so (./protocol.ts READY): a thread that dies before that cannot start here. */
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
      // A thread that died before its script loaded means threads cannot start here; one that ran is replaced.
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
        // Input that cannot be cloned (never plain data) still gets its answer, here.
        finish(slot);
        void runHere(job);
      }
    }
  };

  return {
    run: (tasks) =>
      new Promise<unknown[]>((resolve, reject) => {
        waiting.push({ tasks, resolve, reject });
        pump();
      }),
    stats: () => ({ threads: slots.length, waiting: waiting.length, inProcess }),
  };
}
