"use client";

import { useSyncExternalStore } from "react";

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

/** useIdle's subscription: React reads `idle` again after subscribing, so an idle that came first is not missed. */
function subscribe(onChange: () => void): () => void {
  if (idle) return () => {};
  waiting.add(onChange);
  schedule();
  return () => waiting.delete(onChange);
}

/** False until the browser is first idle after the page, then true: for work nobody waits for. */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
