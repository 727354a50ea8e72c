"use client";

// Browser-side pieces shared by the billing screens (/subscribe, /checkout/[id], /success, /settings/billing):
// the wire shapes of the billing routes, the query keys, and the spec's sign-in-again redirects.

import { toast } from "@/components/hooks/use-toast";
import type { PaidPlanId, PlanId } from "@/lib/billing/plans";

export const USER_QUERY_KEY = ["/api/auth/user"] as const;
export const BILLING_STATUS_QUERY_KEY = ["/api/billing/status"] as const;
export const LOCAL_CHECKOUT_QUERY_KEY = "/api/billing/local-checkout";

/** GET /api/auth/user (the fields these screens read). */
export interface BillingUser {
  firstName: string | null;
  email: string;
  subscriptionPlan: PlanId;
  subscriptionStatus: string | null;
}

/** GET /api/billing/status */
export interface BillingStatus {
  plan: PlanId;
  planName: string;
  status: string | null;
  /** ISO date-time: end of the trial or of the paid period; null on Free. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: "stripe" | "local";
  /** Stripe: the user has a Stripe customer (the portal opens). Local: the user is on a paid plan. */
  canManageBilling: boolean;
  /** The account has not had its one free trial yet. */
  trialAvailable: boolean;
}

/** GET /api/billing/local-checkout/{sessionId} */
export interface LocalCheckoutSession {
  id: string;
  plan: PaidPlanId;
  planName: string;
  priceMonthlyUsd: number;
  /** new: starts a trial; continues: keeps the running trial; used: the account had its one; none: plan has none. */
  trial: "new" | "continues" | "used" | "none";
  /** Days of trial this checkout gives (new) or leaves (continues); 0 otherwise. */
  trialDays: number;
  trialEndsAt: string | null;
  status: "open" | "completed" | "expired";
  expiresAt: string | null;
}

/** POST /api/billing/create-subscription (Stripe only): what the embedded payment form needs. */
export interface EmbeddedSubscription {
  clientSecret: string;
  /** confirmPayment when the first invoice is due now; confirmSetup for a trial (nothing is charged yet). */
  intentType?: "payment" | "setup";
  subscriptionId: string;
  priceId: string;
  planName: string;
  /** The trial this subscription really has (0 for a returning customer); the plan table's when absent. */
  trialDays?: number;
}

/** Stripe's status words, as a person would say them. Missing status reads 'Inactive' (SPEC 2 'Subscribe'). */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case null:
    case undefined:
    case "":
      return "Inactive";
    case "trialing":
      return "Free trial";
    case "past_due":
      return "Past due";
    case "incomplete_expired":
      return "Expired";
    default:
      return status.charAt(0).toUpperCase() + status.slice(1).replaceAll("_", " ");
  }
}

/** Active and trialing subscriptions give the plan's features; the others need the user's attention. */
export function isGoodStanding(status: string | null | undefined): boolean {
  return status === "active" || status === "trialing";
}

export function formatBillingDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(iso));
}

/** What a plan change during a trial does, in the words every billing screen uses. */
export function trialContinuesText(planName: string, trialEndsAt: string): string {
  return `Your trial continues until ${formatBillingDate(trialEndsAt)}; ${planName} starts billing then.`;
}

/** /api/login is a route handler that redirects to the sign-in page: a full-page load is intended. */
function goToLogin() {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.href = "/api/login";
}

/** SPEC 8 'Checkout': a call answered 401 means the session ended; say so, then sign in again after 0.5 s. */
export function handleLoggedOut() {
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  window.setTimeout(goToLogin, 500);
}

/** SPEC 4/8 'Subscribe access': the subscribe page found no signed-in user; redirect after 1000 ms. */
export function handleNotSignedIn() {
  toast({
    title: "Unauthorized",
    description: "You need to be logged in to subscribe. Redirecting...",
    variant: "destructive",
  });
  window.setTimeout(goToLogin, 1000);
}

/** Same-origin paths (the local checkout, /settings/billing) and Stripe's hosted pages are both full loads. */
export function navigateToUrl(url: string) {
  window.location.href = url;
}
