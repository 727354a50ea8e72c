import { readlinkSync } from "node:fs";
import os from "node:os";

/** The engine threads' nice value: below the request thread's 0, well above the idle class. */
export const ENGINE_THREAD_NICE = 10;

/**
 * Puts the calling thread below the process's other threads (ARCHITECTURE.md "Speed"): when the cores are busy, the
 * thread serving requests gets them first and the engine waits, instead of both slowing down alike. On Linux a
 * thread's nice value is its own, set through its thread id (the last part of /proc/thread-self). Elsewhere, or
 * where it is refused, the thread keeps the process's priority. Answers whether it was lowered.
 */
export function lowerThreadPriority(nice = ENGINE_THREAD_NICE): boolean {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    os.setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
