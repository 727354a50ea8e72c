import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Calculator, Check, CircleCheck, Clock, LayoutDashboard } from "lucide-react";

import { requireUser } from "@/lib/auth/current-user";
import { dayFromDate } from "@/lib/dates";
import { includedFeatureLines } from "@/lib/billing/comparison";
import { getPlan } from "@/lib/billing/plans";
import { getBillingStatus } from "@/lib/billing/subscription";
import { Button } from "@/components/ui/button";
import { RefreshBillingData } from "./_components/refresh-billing-data";
import { formatLongDay } from "@/lib/format";

export const metadata: Metadata = { title: "Subscription confirmed" };

// Where a completed checkout lands (docs/product-rules.md "Subscribing"). The plan shown is read from the database on
// this request, so it is the plan the user really has. The session_id query parameter is deliberately not used:
// it proves nothing (anyone can type it), and the plan comes from the webhook / local checkout, not from here.

export default async function SuccessPage() {
  const user = await requireUser();
  const plan = getPlan(user.subscriptionPlan);
  const isPaid = plan.id !== "free";
  const status = await getBillingStatus(user.id);
  const trialEnd = status.status === "trialing" && status.currentPeriodEnd ? new Date(status.currentPeriodEnd) : null;

  return (
    <div className="mx-auto max-w-2xl">
      <RefreshBillingData />
      <div className="flex flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-10">
        {isPaid ? (
          <>
            <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              Thank you for subscribing!
            </h1>
            <p className="mt-3 text-muted-foreground text-pretty" data-testid="success-plan">
              {trialEnd
                ? `Your ${plan.name} plan is now active. Your free trial runs until ${formatLongDay(dayFromDate(trialEnd))}; ${plan.name} starts billing then.`
                : `Your ${plan.name} plan is now active.`}
            </p>
            <ul
              className="mt-8 grid w-full gap-2 text-left text-sm sm:grid-cols-2"
              aria-label={`Included in ${plan.name}`}
            >
              {/* Every feature from the plan table, as the checkout listed them. */}
              {includedFeatureLines(plan).map((feature) => (
                <li key={feature} className="flex items-start gap-2 rounded-lg border bg-muted/30 px-3 py-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Clock aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Thank you!</h1>
            <p className="mt-3 text-muted-foreground text-pretty" data-testid="success-plan">
              We are confirming your payment with our payment provider. Your new plan usually appears within a minute.
            </p>
            <RefreshBillingData showRefreshButton />
          </>
        )}
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/">
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/calculator">
              <Calculator aria-hidden="true" />
              Open the Calculator
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
