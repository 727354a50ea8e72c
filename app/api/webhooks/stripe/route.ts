import { publicRoute } from "@/lib/api";
import { handleStripeWebhook } from "@/lib/billing/service";

// POST /api/webhooks/stripe: Stripe's events. The signature covers the exact bytes, so the body is read raw
// (no schema, so the wrapper never parses it). 400 bad signature, 200 {received} (replays too), 500 -> Stripe retries.
export const POST = publicRoute({ allowCrossSite: true }, async ({ req }) => handleStripeWebhook(await req.text(), req.headers.get("stripe-signature")));
