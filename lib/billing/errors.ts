// When Stripe itself is failing (no connection, its 5xx, or its own rate limit on our account), a billing request
// is answered 503 with Retry-After by the route wrapper (lib/api.ts), not a 500: nothing is wrong with the request
// and the same one succeeds once Stripe answers again (docs/product-rules.md "Errors"). Read from the SDK's error
// fields (`type` is the class name, `statusCode` Stripe's status) so the wrapper, loaded by every route, never
// imports the Stripe SDK. The SDK has already retried by then (lib/billing/stripe.ts `maxNetworkRetries`).

/** Seconds a client is asked to wait before trying a checkout (or any billing call) again. */
export const STRIPE_RETRY_AFTER_SECONDS = 30;

export function isStripeUnavailable(error: unknown): boolean {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  if (typeof type !== "string" || !type.startsWith("Stripe")) return false;
  if (type === "StripeConnectionError" || type === "StripeRateLimitError") return true;
  return typeof statusCode === "number" && statusCode >= 500;
}
