"use client";

import { startTransition, useEffect, useState } from "react";

// "The browser is idle after the page": one requestIdleCallback for the whole page (at most 3 s; a 1 s timer where
// it is missing), shared by every part that waits for it, so they all render in one pass rather than one each.

let idle = false;
let scheduled = false;
const waiting = new Set<() => void>();

function schedule() {
  if (scheduled) return;
  scheduled = true;
  const ready = () => {
    idle = true;
    for (const callback of [...waiting]) callback();
    waiting.clear();
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(ready, { timeout: 3000 });
  else window.setTimeout(ready, 1000);
}

/** Runs `callback` once the browser is first idle after the page (at once if it already was); returns a cancel. */
export function whenIdle(callback: () => void): () => void {
  if (idle) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  schedule();
  return () => waiting.delete(callback);
}

/**
 * False until the browser is first idle after the page, then true: for work nobody waits for. The change arrives as
 * a transition: as a useSyncExternalStore update it was a synchronous render of every waiting part, with the loads
 * their effects start, in one uninterruptible task (50 ms unthrottled on the dashboard, most of its post-hydration
 * blocking time in a CPU profile).
 */
export function useIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIsIdle(true))), []);
  return isIdle;
}
