import { route } from "@/lib/api";
import { cancelLocalSubscription } from "@/lib/billing/local-checkout";

// POST /api/billing/local/cancel -> billing status (now Free, status "canceled"). Local runs only (404 with
// Stripe, whose portal cancels instead); 409 on the Free plan.
export const POST = route({}, ({ user }) => cancelLocalSubscription(user.id));
