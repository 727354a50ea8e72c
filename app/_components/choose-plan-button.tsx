"use client";

import { ArrowRight } from "lucide-react";

import { SELECTED_PLAN_STORAGE_KEY, isPaidPlanId, type PlanId } from "@/lib/billing/plans";

/**
 * A paid choice is remembered in session storage (the dashboard picks it up after login and
 * opens /subscribe); Free stores nothing. Either way login starts with a full-page navigation.
 * The server passes the Button classes (choosePlanButtonClass), so this landing-page island ships no
 * Button/class-merging code.
 */
export function ChoosePlanButton({ planId, label, className }: { planId: PlanId; label: string; className: string }) {
  function choosePlan() {
    try {
      if (isPaidPlanId(planId)) {
        window.sessionStorage.setItem(SELECTED_PLAN_STORAGE_KEY, planId);
      } else {
        // A paid plan picked earlier in this tab must not send a Free user to checkout after login.
        window.sessionStorage.removeItem(SELECTED_PLAN_STORAGE_KEY);
      }
    } catch {
      // Storage can be unavailable (privacy modes); the user can still choose the plan after login.
    }
    // A route handler that redirects to the sign-in page, not a client screen: a full-page load is intended.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.href = "/api/login";
  }

  return (
    <button type="button" data-slot="button" className={className} onClick={choosePlan}>
      {label}
      <ArrowRight aria-hidden="true" />
    </button>
  );
}
