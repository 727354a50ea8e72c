import type { PaidPlanId, PlanId } from "./plans";

// Wire shapes of the billing routes: what the server answers and what the billing screens (/subscribe,
// /checkout/[id], /success, /settings/billing) read. Types only, no server imports: safe in client bundles.

/** GET /api/billing/status */
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
  /** The account has not had its one free trial yet, so a new subscription starts with one. */
  trialAvailable: boolean;
}

/** GET /api/billing/local-checkout/{sessionId}: the test checkout page's data. */
export interface LocalCheckoutDto {
  id: string;
  plan: PaidPlanId;
  planName: string;
  priceMonthlyUsd: number;
  /**
   * What confirming does about a trial: "new" starts one of trialDays days; "continues" keeps the trial the user is
   * in (trialDays is what is left of it); "used" means the plan has a trial but this account already had its one;
   * "none" means the plan has no trial.
   */
  trial: "new" | "continues" | "used" | "none";
  /** Days of trial this checkout gives (new) or leaves (continues); 0 otherwise. */
  trialDays: number;
  /** ISO date-time the trial would end (new or continued); null without one. Billing starts then. */
  trialEndsAt: string | null;
  status: "open" | "completed" | "expired";
  expiresAt: string | null;
}

/** POST /api/billing/create-subscription (Stripe only): what the embedded payment form needs. */
export interface EmbeddedSubscriptionDto {
  clientSecret: string;
  /** Which Stripe.js call confirms it: confirmPayment (first invoice due now) or confirmSetup (trial, nothing due). */
  intentType: "payment" | "setup";
  subscriptionId: string;
  priceId: string;
  plan: PaidPlanId;
  planName: string;
  priceMonthlyUsd: number;
  /** The trial this subscription really has (0 for a returning customer). */
  trialDays: number;
}
