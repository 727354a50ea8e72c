// Retrying a provider's transient refusal (docs/product-rules.md "E-mail, SMS and push delivery"). Resend and Twilio
// answer 429 when we send too fast and 5xx when they are briefly down; both clear within seconds, so a message is
// tried up to MAX_ATTEMPTS times, waiting as the provider's Retry-After asks, else BACKOFF_MS. Anything else (a
// 4xx: bad address, unverified sender) would fail the same way again and is final at once.

export const MAX_ATTEMPTS = 3;
/** Waits before the 2nd and 3rd attempt when the provider named none. */
export const BACKOFF_MS = [500, 1500] as const;
/** A Retry-After longer than this is not waited for inside a request; the message fails and the outbox says so. */
const MAX_WAIT_MS = 5_000;

/** One attempt's outcome: done (sent or finally refused), or worth another try after `retryAfterMs`. */
export type Attempt<T> = { done: T } | { transient: T; retryAfterMs?: number };

/** Is this HTTP status a passing refusal? (`null`: the request never got an answer.) */
export function isTransientStatus(status: number | null | undefined): boolean {
  return status === 429 || (typeof status === "number" && status >= 500 && status <= 599);
}

/** Retry-After as a provider sends it: delay seconds (an HTTP date is not used by either provider). */
export function retryAfterMs(header: string | null | undefined): number | undefined {
  if (header == null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

/**
 * Runs `attempt` until it is done or MAX_ATTEMPTS were made, answering the last outcome. `wait` is the timer
 * (injected so the rules are tested without waiting).
 */
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
