import { route } from "@/lib/api";
import { createEmbeddedSubscription } from "@/lib/billing/checkout";
import { ZChoosePlan } from "@/lib/validations/billing";

// POST /api/billing/create-subscription {plan} -> {clientSecret, intentType, subscriptionId, priceId, plan,
// planName, priceMonthlyUsd, trialDays} for the embedded card form (Stripe only; 404 without it).
export const POST = route({ body: ZChoosePlan }, ({ user, body }) => createEmbeddedSubscription(user, body.plan));
