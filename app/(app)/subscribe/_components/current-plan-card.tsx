"use client";

import Link from "@/components/ui/link";
import { Crown, Settings } from "lucide-react";

import { formatPlanPrice, type Plan } from "@/lib/billing/plans";
import { isGoodStanding, subscriptionStatusLabel } from "@/components/billing/billing-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatInstantLongDay } from "@/lib/format";

// The plan the user is on (its name, capitalised as in the plan table) and its status, or
// 'Inactive'. Paid users get 'Manage subscription' (Stripe's portal, or the billing page on local runs).

export function CurrentPlanCard({
  plan,
  status,
  trialEndsAt,
  isManaging,
  isBusy,
  onManage,
}: {
  plan: Plan;
  status: string | null;
  /** ISO end of the running trial, or null. */
  trialEndsAt: string | null;
  isManaging: boolean;
  isBusy: boolean;
  onManage: () => void;
}) {
  const isPaid = plan.id !== "free";
  const statusLabel = subscriptionStatusLabel(status);
  return (
    <section
      aria-labelledby="current-plan-heading"
      data-testid="current-plan"
      className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Crown aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="current-plan-heading" className="text-sm font-medium text-muted-foreground">
            Your current plan
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2">
            <span className="text-xl font-semibold" data-testid="current-plan-name">
              {plan.name}
            </span>
            <Badge variant={isGoodStanding(status) ? "success" : "outline"} data-testid="current-plan-status">
              {statusLabel}
            </Badge>
          </p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {isPaid && trialEndsAt
              ? `Trial ends ${formatInstantLongDay(trialEndsAt)}, then ${formatPlanPrice(plan)} per month`
              : isPaid
                ? `${formatPlanPrice(plan)} per month`
                : `Free forever. Tracks ${plan.debtLimit ?? "unlimited"} ${plan.debtLimit === 1 ? "debt" : "debts"}.`}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {isPaid && (
          <Button type="button" onClick={onManage} disabled={isBusy}>
            {isManaging ? <Spinner label="" aria-hidden="true" /> : <Settings aria-hidden="true" />}
            {isManaging ? "Opening..." : "Manage subscription"}
          </Button>
        )}
        <Button asChild variant={isPaid ? "outline" : "ghost"}>
          <Link href="/settings/billing">Billing details</Link>
        </Button>
      </div>
    </section>
  );
}
