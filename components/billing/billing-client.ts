"use client";

// Browser-side pieces shared by the billing screens (/subscribe, /checkout/[id], /success, /settings/billing):
// the wire shapes of the billing routes and the sign-in-again redirects (query keys: lib/query-keys.ts).

import { toast } from "@/components/hooks/use-toast";
import type { PlanId } from "@/lib/billing/plans";
import { formatInstantLongDay } from "@/lib/format";

/** GET /api/auth/user (the fields these screens read). */
export interface BillingUser {
  firstName: string | null;
  email: string;
  subscriptionPlan: PlanId;
  subscriptionStatus: string | null;
}

// The billing routes' answers, declared once with the server's (lib/billing/types.ts), under the names these screens use.
export type {
  BillingStatusDto as BillingStatus,
  LocalCheckoutDto as LocalCheckoutSession,
  EmbeddedSubscriptionDto as EmbeddedSubscription,
} from "@/lib/billing/types";

/** Stripe's status words, as a person would say them. Missing status reads 'Inactive'. */
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

/** What a plan change during a trial does, in the words every billing screen uses. */
export function trialContinuesText(planName: string, trialEndsAt: string): string {
  return `Your trial continues until ${formatInstantLongDay(trialEndsAt)}; ${planName} starts billing then.`;
}

/**
 * /api/login is a route handler that redirects to the sign-in page: a full-page load is intended. `ended` asks the
 * sign-in page to say the session ended, since a toast shown for half a second before the load is hard to read.
 *
 * Only the first reason to leave counts: a failed call and the page's own user check can both notice the same ended
 * session, and a second `location.href` would cancel the first navigation mid-flight (and its `ended` notice).
 */
let loginScheduled = false;

function scheduleLogin(ended: boolean, afterMs: number, description: string) {
  if (loginScheduled) return;
  loginScheduled = true;
  toast({ title: "Unauthorized", description, variant: "destructive" });
  window.setTimeout(() => {
    window.location.href = ended
      ? `/api/login?ended=1&callbackUrl=${encodeURIComponent(window.location.pathname)}`
      : "/api/login";
  }, afterMs);
  // Back from the sign-in page may restore this page from the back/forward cache: it may need to leave again.
  window.addEventListener(
    "pageshow",
    (event) => {
      if (event.persisted) loginScheduled = false;
    },
    { once: true },
  );
}

/** A call answered 401 means the session ended; say so, then sign in again after 0.5 s (the sign-in page says it too). */
export function handleLoggedOut() {
  scheduleLogin(true, 500, "You are logged out. Logging in again...");
}

/** The subscribe page found no signed-in user; redirect after 1000 ms. */
export function handleNotSignedIn() {
  scheduleLogin(false, 1000, "You need to be logged in to subscribe. Redirecting...");
}

/** Same-origin paths (the local checkout, /settings/billing) and Stripe's hosted pages are both full loads. */
export function navigateToUrl(url: string) {
  window.location.href = url;
}
