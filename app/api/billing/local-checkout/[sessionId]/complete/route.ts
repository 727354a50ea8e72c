import { route } from "@/lib/api";
import { completeLocalCheckout } from "@/lib/billing/local-checkout";

// POST /api/billing/local-checkout/{sessionId}/complete -> {plan, status, currentPeriodEnd}
// 404 not the owner's (or Stripe is on), 409 already completed or expired.
export const POST = route({}, ({ user, params }) => completeLocalCheckout(user.id, params.sessionId!));
