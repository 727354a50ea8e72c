"use client";

import Link from "@/components/ui/link";
import { ArrowRight, Check, CreditCard } from "lucide-react";

import { formatPlanPrice, isPaidPlanId, trialLabel, type PaidPlanId, type Plan } from "@/lib/billing/plans";
import { trialContinuesText } from "@/components/billing/billing-client";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PlanFeatureList } from "@/components/billing/plan-feature-list";
import { PlanPrice } from "@/components/billing/plan-price";

// One plan on /subscribe. The main button starts the hosted checkout (or, keyless, the local test checkout);
// 'Pay here instead' opens the embedded card form when Stripe's publishable key is configured.

export interface PlanCardProps {
  plan: Plan;
  currentPlan: Plan;
  /** The account has not had its one free trial (GET /api/billing/status). */
  trialAvailable: boolean;
  /** ISO end of the trial the user is in now, or null: a plan change keeps it. */
  trialEndsAt: string | null;
  /** A checkout for this plan is being created (or the browser is on its way to it). */
  isProcessing: boolean;
  /** The embedded form for this plan is being prepared. */
  isPreparingEmbedded: boolean;
  /** Any billing action is under way: the other buttons wait. */
  isBusy: boolean;
  canPayHere: boolean;
  onChoose: (plan: PaidPlanId) => void;
  onPayHere: (plan: PaidPlanId) => void;
}

/**
 * The label says what the click does. A trial is promised only when the server will give one: to a Free user
 * whose account has not had its one trial (any plan). A plan change during a trial keeps the trial's end.
 */
function offersTrial(plan: Plan, currentPlan: Plan, trialAvailable: boolean): boolean {
  return currentPlan.id === "free" && plan.trialDays > 0 && trialAvailable;
}

function chooseLabel(plan: Plan, currentPlan: Plan, trialAvailable: boolean): string {
  if (offersTrial(plan, currentPlan, trialAvailable)) return `Start ${plan.trialDays}-Day Free Trial`;
  if (plan.priceMonthlyUsd > currentPlan.priceMonthlyUsd) return `Upgrade to ${plan.name}`;
  return `Switch to ${plan.name}`;
}

export function PlanCard({
  plan,
  currentPlan,
  trialAvailable,
  trialEndsAt,
  isProcessing,
  isPreparingEmbedded,
  isBusy,
  canPayHere,
  onChoose,
  onPayHere,
}: PlanCardProps) {
  const isCurrent = plan.id === currentPlan.id;
  const headingId = `subscribe-plan-${plan.id}`;
  const paidId: PaidPlanId | null = isPaidPlanId(plan.id) ? plan.id : null;
  const withTrial = offersTrial(plan, currentPlan, trialAvailable);
  const keepsTrial = currentPlan.id !== "free" && trialEndsAt !== null;

  return (
    <li
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.isPopular && "border-primary shadow-lg ring-1 ring-primary lg:-my-2 lg:py-10",
        isCurrent && !plan.isPopular && "border-success/60",
      )}
    >
      {plan.isPopular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">Most Popular</Badge>
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold">
          {plan.name}
        </h3>
        {isCurrent && (
          <Badge variant="success">
            <Check aria-hidden="true" />
            Your plan
          </Badge>
        )}
      </div>
      <PlanPrice plan={plan} />
      <p className="mt-2 min-h-5 text-sm font-medium text-success">{withTrial ? trialLabel(plan) : null}</p>

      <PlanFeatureList plan={plan} />

      <div className="mt-8 space-y-2">
        {isCurrent ? (
          <Button type="button" size="lg" variant="outline" className="h-11 w-full text-base" disabled>
            Current Plan
          </Button>
        ) : paidId === null ? (
          // Going back to Free is a cancellation, which lives with the rest of billing.
          <Button asChild size="lg" variant="outline" className="h-11 w-full text-base">
            <Link href="/settings/billing">Switch to Free</Link>
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            variant={plan.isPopular ? "default" : "outline"}
            className="h-11 w-full text-base"
            disabled={isBusy}
            aria-describedby={`${headingId}-price`}
            onClick={() => onChoose(paidId)}
          >
            {isProcessing ? (
              <>
                <Spinner label="" aria-hidden="true" />
                Processing...
              </>
            ) : (
              <>
                {chooseLabel(plan, currentPlan, trialAvailable)}
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        )}
        {paidId !== null && !isCurrent && canPayHere && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-full text-muted-foreground"
            disabled={isBusy}
            onClick={() => onPayHere(paidId)}
          >
            {isPreparingEmbedded ? <Spinner label="" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
            {isPreparingEmbedded ? "Preparing payment form..." : "Pay here instead"}
          </Button>
        )}
        {paidId !== null && (
          <p id={`${headingId}-price`} className="text-center text-xs text-muted-foreground">
            {withTrial
              ? `Free for ${plan.trialDays} days, then ${formatPlanPrice(plan)}/month. Cancel anytime.`
              : keepsTrial && !isCurrent && trialEndsAt
                ? trialContinuesText(plan.name, trialEndsAt)
                : `${formatPlanPrice(plan)}/month. Cancel anytime.`}
          </p>
        )}
      </div>
    </li>
  );
}
