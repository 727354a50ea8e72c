// docs/product-rules.md "E-mail, SMS and push delivery": 429 and 5xx clear within seconds, so they are retried; a 4xx
// would fail the same way again and is final at once.

export const MAX_ATTEMPTS = 3;
export const BACKOFF_MS = [500, 1500] as const;
/** A longer Retry-After is not waited for inside a request; the message fails and the outbox says so. */
const MAX_WAIT_MS = 5_000;

export type Attempt<T> = { done: T } | { transient: T; retryAfterMs?: number };

export function isTransientStatus(status: number | null | undefined): boolean {
  return status === 429 || (typeof status === "number" && status >= 500 && status <= 599);
}

/** Delay seconds only: neither provider sends an HTTP date. */
export function retryAfterMs(header: string | null | undefined): number | undefined {
  if (header == null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

export async function withRetries<T>(
  attempt: (n: number) => Promise<Attempt<T>>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let n = 1; ; n++) {
    const outcome = await attempt(n);
    if ("done" in outcome) return outcome.done;
    if (n >= MAX_ATTEMPTS) return outcome.transient;
    const delay = outcome.retryAfterMs ?? BACKOFF_MS[n - 1] ?? BACKOFF_MS.at(-1)!;
    if (delay > MAX_WAIT_MS) return outcome.transient;
    await wait(delay);
  }
}
