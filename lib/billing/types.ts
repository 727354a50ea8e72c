import type { PaidPlanId, PlanId } from "./plans";

// Types only, no server imports: safe in client bundles.

export interface BillingStatusDto {
  plan: PlanId;
  planName: string;
  status: string;
  /** ISO date-time: end of the trial or the paid period; null on Free. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: "stripe" | "local";
  /** Stripe: the user has a Stripe customer (portal available). Local: the user is on a paid plan. */
  canManageBilling: boolean;
  trialAvailable: boolean;
}

export interface LocalCheckoutDto {
  id: string;
  plan: PaidPlanId;
  planName: string;
  priceMonthlyUsd: number;
  /** "used": the plan has a trial but this account already had its one; "continues": the running trial goes on. */
  trial: "new" | "continues" | "used" | "none";
  trialDays: number;
  trialEndsAt: string | null;
  status: "open" | "completed" | "expired";
  expiresAt: string | null;
}

export interface EmbeddedSubscriptionDto {
  clientSecret: string;
  /** Which Stripe.js call confirms it: confirmPayment (first invoice due now) or confirmSetup (trial, nothing due). */
  intentType: "payment" | "setup";
  subscriptionId: string;
  priceId: string;
  plan: PaidPlanId;
  planName: string;
  priceMonthlyUsd: number;
  trialDays: number;
}
