/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari), after a second.
 */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 1000);
}
