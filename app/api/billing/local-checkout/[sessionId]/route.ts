import { route } from "@/lib/api";
import { getLocalCheckout } from "@/lib/billing/local-checkout";

// GET /api/billing/local-checkout/{sessionId} -> {id, plan, planName, priceMonthlyUsd, trialDays, status, expiresAt}
// for the test checkout page. Owner only: anyone else's session (or any session while Stripe is on) is 404.
export const GET = route({}, ({ user, params }) => getLocalCheckout(user.id, params.sessionId!));
