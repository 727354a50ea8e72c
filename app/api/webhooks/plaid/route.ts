import { publicRoute } from "@/lib/api";
import { handlePlaidWebhook, PLAID_WEBHOOK_MAX_BODY_BYTES } from "@/lib/plaid/webhooks";

// POST /api/webhooks/plaid: Plaid's webhooks. The signed JWT vouches for the exact bytes, so the body is read raw (no
// schema), bounded, and only once Plaid is configured and the header is present. 400 bad, stale or mismatched
// signature, 404 Plaid off, 413 too large, 200 {received} (repeats too), 500 -> Plaid retries.
export const POST = publicRoute({ allowCrossSite: true, maxBodyBytes: PLAID_WEBHOOK_MAX_BODY_BYTES }, ({ req }) =>
  handlePlaidWebhook(req),
);
