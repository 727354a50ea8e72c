// Safari has no requestIdleCallback: there, after a second.
export function whenIdle(run: () => void, timeoutMs: number): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 1000);
}
