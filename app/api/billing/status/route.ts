import { route } from "@/lib/api";
import { getBillingStatus } from "@/lib/billing/subscription";

// GET /api/billing/status -> {plan, planName, status, currentPeriodEnd, cancelAtPeriodEnd, provider, canManageBilling}
export const GET = route({}, ({ user }) => getBillingStatus(user.id));
