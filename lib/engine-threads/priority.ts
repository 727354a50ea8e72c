import { readlinkSync } from "node:fs";
import os from "node:os";

export const ENGINE_THREAD_NICE = 10;

// ARCHITECTURE.md "Speed": when the cores are busy the request thread gets them first and the engine waits. On Linux a
// thread's nice value is its own, set through its thread id; elsewhere the thread keeps the process's priority.
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
