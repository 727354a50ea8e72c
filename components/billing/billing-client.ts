"use client";

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

export type {
  BillingStatusDto as BillingStatus,
  LocalCheckoutDto as LocalCheckoutSession,
  EmbeddedSubscriptionDto as EmbeddedSubscription,
} from "@/lib/billing/types";

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

export function isGoodStanding(status: string | null | undefined): boolean {
  return status === "active" || status === "trialing";
}

export function trialContinuesText(planName: string, trialEndsAt: string): string {
  return `Your trial continues until ${formatInstantLongDay(trialEndsAt)}; ${planName} starts billing then.`;
}

// Only the first reason to leave counts: a second `location.href` would cancel the first navigation mid-flight, and
// its `ended=1` (the sign-in page says the session ended: a toast shown for half a second is hard to read).
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

export function handleLoggedOut() {
  scheduleLogin(true, 500, "You are logged out. Logging in again...");
}

export function handleNotSignedIn() {
  scheduleLogin(false, 1000, "You need to be logged in to subscribe. Redirecting...");
}

/** Same-origin paths (the local checkout, /settings/billing) and Stripe's hosted pages are both full loads. */
export function navigateToUrl(url: string) {
  window.location.href = url;
}
