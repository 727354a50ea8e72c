"use client";

import Link from "@/components/ui/link";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { OutOfDateNotice } from "@/components/strategies/out-of-date-notice";
import { AlertCircle, AlertTriangle, ArrowLeft, Calculator, Crown, FileX2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { whenNearScreen } from "@/components/ui/when-near-screen";
import { errorMessage } from "@/lib/client/api-client";
import type { PlanFlags, PlanId } from "@/lib/billing/plans";
import type { StrategyDto } from "@/lib/strategies/types";
import { queryKeys } from "@/lib/query-keys";
import { PlanMessageCard } from "./plan-message-card";
import { DebtBreakdownCard } from "./debt-breakdown-card";
import { DebtScheduleCard, PaymentScheduleTable, StrategyComparison } from "./deferred";
import { PromoCard, UnusedLumpSumsNote } from "./promo-card";
import { PrintButton } from "./report-actions";
import { PayoffTimelineCard } from "./payoff-timeline-card";
import { CustomPlanCard, MakeThisMyPlan } from "./plan-choice";
import { planChangedSince, useSavedPlan, YourPlanBadge } from "./saved-plan";
import { SummaryCards } from "./summary-cards";
import { UtilizationNote } from "./utilization-note";

// The what-if panel (the payoff engine it reruns in the browser, its slider, lists and order editor) is far below the
// fold: it is fetched and drawn when it nears the screen, not with the page, behind a placeholder of its measured
// height (Free and Pro differ). Mounting it at load was the results page's largest post-hydration work in a CPU
// profile at 4x slowdown: its first render and the engine run, then its slider measuring the page (a forced layout).
// Drawn as a transition: its first render is the page's largest, and in slices it never blocks a tap for long.
const loadWhatIfPanel = () => import("./what-if-panel").then((m) => m.WhatIfPanel);
const WhatIfPanel = whenNearScreen(
  loadWhatIfPanel,
  () => <Skeleton className="h-[55rem] w-full rounded-xl sm:h-[27rem] print:hidden" />,
  { testId: "what-if-slot" },
);
const AdvancedWhatIfPanel = whenNearScreen(
  loadWhatIfPanel,
  () => <Skeleton className="h-[77rem] w-full rounded-xl sm:h-[44rem] print:hidden" />,
  { testId: "what-if-slot" },
);

interface ResultsViewProps {
  planId: PlanId;
  flags: PlanFlags;
  /** The static Tips for Success card, rendered on the server (page.tsx) so its code is not in the page's JavaScript. */
  tips: ReactNode;
}

export function ResultsView({ planId, flags, tips }: ResultsViewProps) {
  const latest = useQuery<StrategyDto | null>({ queryKey: queryKeys.latestStrategy });

  if (latest.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-muted-foreground">
        <Spinner className="size-8 text-primary" label="" aria-hidden="true" />
        <p role="status">Loading your debt payoff strategy...</p>
      </div>
    );
  }

  if (latest.isError) {
    return (
      <Card role="alert" className="mx-auto max-w-lg border-destructive/40 text-center">
        <CardHeader>
          <AlertCircle aria-hidden="true" className="mx-auto size-10 text-destructive" />
          <CardTitle>
            <h1 className="text-xl">We couldn&apos;t load your strategy</h1>
          </CardTitle>
          <CardDescription>{errorMessage(latest.error)}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void latest.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const strategy = latest.data;
  if (!strategy) return <EmptyState />;
  return <FilledResults strategy={strategy} planId={planId} flags={flags} tips={tips} />;
}

function EmptyState() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader>
        <FileX2 aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <CardTitle>
          <h1 className="text-2xl">No Strategy Found</h1>
        </CardTitle>
        <CardDescription className="text-base">
          You haven&apos;t generated a debt payoff strategy yet. Add your debts and calculate your plan.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg">
          <Link href="/calculator">
            <Calculator aria-hidden="true" /> Create Your Strategy
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function FilledResults({ strategy, planId, flags, tips }: { strategy: StrategyDto } & ResultsViewProps) {
  const isFree = planId === "free";
  // Every card describes the saved plan (docs/product-rules.md "Debt calculator and results").
  const plan = strategy.comparison.saved;
  const { data: savedPlan } = useSavedPlan();
  const planChanged = planChangedSince(strategy, savedPlan, { pro: flags.customStrategy });

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Debt Payoff Plan</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Your payoff strategy, calculated month by month from your real balances, rates and payments.
          </p>
        </div>
        <div className="flex gap-2 self-start print:hidden">
          <PrintButton />
          <Button asChild variant="outline">
            <Link href="/calculator">
              <ArrowLeft aria-hidden="true" /> Back to Calculator
            </Link>
          </Button>
        </div>
      </header>

      {strategy.outOfDate ? <OutOfDateNotice /> : planChanged ? <OutOfDateNotice reason="plan" /> : null}

      {!strategy.feasible && (
        <div role="alert" className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div>
            <p className="font-semibold text-destructive">This plan never pays off your debt</p>
            <p className="mt-1">
              {strategy.infeasibleReason ?? plan.reason ?? "Your monthly payments don't cover the interest."}
            </p>
            <p className="mt-1 text-muted-foreground">
              Raise a minimum payment or add an extra monthly payment, then recalculate. Try the what-if slider below to
              see how much it takes.
            </p>
          </div>
        </div>
      )}

      {strategy.warnings.length > 0 && (
        <div className="rounded-xl border border-notice-border bg-notice p-4 text-sm text-notice-foreground">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-4" /> Heads up
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {strategy.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}

      {strategy.aiMessage && (
        <PlanMessageCard
          message={strategy.aiMessage}
          messageWriter={strategy.messageWriter}
          messageDepth={strategy.messageDepth}
          messagePending={strategy.messagePending === true}
        />
      )}

      <SummaryCards strategy={strategy} />
      <UtilizationNote strategy={strategy} />

      <PromoCard plan={plan} debts={strategy.debts} />
      <UnusedLumpSumsNote unused={plan.unusedLumpSums} />

      <div className="below-fold grid gap-6 lg:grid-cols-3">
        <PayoffTimelineCard strategy={strategy} className="lg:col-span-2" />
        <DebtBreakdownCard debts={strategy.debts} />
      </div>

      <div className="below-fold">
        <StrategyComparison
          strategy={strategy}
          action={(kind) =>
            kind === "saved" ? (
              <YourPlanBadge />
            ) : kind === "minimums" ? null : (
              <MakeThisMyPlan strategy={kind} extraPayment={strategy.extraPayment} />
            )
          }
        />
      </div>

      <div className="below-fold">
        <CustomPlanCard strategy={strategy} canCustomize={flags.customStrategy} />
      </div>

      {flags.advancedWhatIf ? (
        <AdvancedWhatIfPanel strategy={strategy} advanced />
      ) : (
        <WhatIfPanel strategy={strategy} advanced={false} />
      )}

      <div className="below-fold">
        <PaymentScheduleTable debts={strategy.debts} />
      </div>

      <div className="below-fold">
        <DebtScheduleCard strategy={strategy} canExport={flags.csvExport} canReport={flags.exportReports} />
      </div>

      <div className="below-fold">{tips}</div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
        <Button asChild variant="outline" size="lg">
          <Link href="/calculator">
            <Calculator aria-hidden="true" /> Recalculate Strategy
          </Link>
        </Button>
        {isFree && (
          <Button asChild size="lg">
            <Link href="/subscribe">
              <Crown aria-hidden="true" /> Upgrade for Advanced Features
            </Link>
          </Button>
        )}
      </div>

      <p className="text-center text-xs text-muted-foreground">
        Educational information only, not financial advice. Estimates assume interest compounds monthly at APR/12.
      </p>
    </div>
  );
}
