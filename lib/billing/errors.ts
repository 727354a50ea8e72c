// Stripe failing (no connection, its 5xx, its rate limit on our account) makes a billing request a 503 with
// Retry-After, not a 500 (docs/product-rules.md "Errors"). Read from the error's fields so lib/api.ts, loaded by
// every route, never imports the Stripe SDK.

export const STRIPE_RETRY_AFTER_SECONDS = 30;

export function isStripeUnavailable(error: unknown): boolean {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  if (typeof type !== "string" || !type.startsWith("Stripe")) return false;
  if (type === "StripeConnectionError" || type === "StripeRateLimitError") return true;
  return typeof statusCode === "number" && statusCode >= 500;
}
