import { publicRoute } from "@/lib/api";
import {
  handleStripeEvent,
  STRIPE_WEBHOOK_MAX_BODY_BYTES,
  stripeSignatureOf,
  verifyStripeEvent,
} from "@/lib/billing/webhooks";
import { readBodyText } from "@/lib/request-body";

// POST /api/webhooks/stripe: Stripe's events. The signature covers the exact bytes, so the body is read raw
// (no schema, so the wrapper never parses it), bounded, and only once Stripe is configured and a signature header
// is present; the service gets the verified event. 400 bad signature, 404 Stripe off, 413 too large,
// 200 {received} (replays too), 500 -> Stripe retries.
export const POST = publicRoute(
  { allowCrossSite: true, maxBodyBytes: STRIPE_WEBHOOK_MAX_BODY_BYTES },
  async ({ req }) => {
    const signed = stripeSignatureOf(req.headers.get("stripe-signature"));
    const rawBody = await readBodyText(req, STRIPE_WEBHOOK_MAX_BODY_BYTES);
    return handleStripeEvent(verifyStripeEvent(rawBody, signed));
  },
);
