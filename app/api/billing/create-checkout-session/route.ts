import { route } from "@/lib/api";
import { createCheckout } from "@/lib/billing/checkout";
import { appOrigin } from "@/lib/request";
import { ZChoosePlan } from "@/lib/validations/billing";

// POST /api/billing/create-checkout-session {plan: "basic" | "pro"} -> {url, sessionId}
// With Stripe: a hosted Checkout page (or, for a live subscriber, the portal's plan-change confirmation).
// Without: the same-origin test checkout page /checkout/{sessionId}. 409 when the user already has the plan.
export const POST = route({ body: ZChoosePlan }, ({ user, body }) => createCheckout(user, body.plan, appOrigin()));
