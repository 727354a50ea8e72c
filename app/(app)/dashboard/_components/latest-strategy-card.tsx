"use client";

import Link from "@/components/ui/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Sparkles } from "lucide-react";

import { PLAN_STRATEGY_NAMES, type PlanStrategy } from "@/lib/plan/types";
import type { StrategySummaryDto } from "@/lib/strategies/types";
import { queryKeys } from "@/lib/query-keys";
import { formatDollars } from "@/lib/format";
import { LoadError } from "@/components/feedback/load-error";
import { OutOfDateNotice } from "@/components/strategies/out-of-date-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

// Latest Strategy: the saved plan it was calculated for (docs/product-rules.md "Debt calculator and results": its
// payoff time and total interest are that plan's), the recommendation when it is another one, and the first 150
// characters of the plan message, with a link to the full results.

const AI_PREVIEW_LENGTH = 150;

export function previewMessage(message: string, length = AI_PREVIEW_LENGTH): string {
  const text = message.trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

const STRATEGY_LABELS: Record<PlanStrategy, { name: string; rule: string }> = {
  avalanche: { name: PLAN_STRATEGY_NAMES.avalanche, rule: "Highest interest first" },
  snowball: { name: PLAN_STRATEGY_NAMES.snowball, rule: "Smallest balance first" },
  custom: { name: PLAN_STRATEGY_NAMES.custom, rule: "Your own order" },
  highest_interest_cost: { name: PLAN_STRATEGY_NAMES.highest_interest_cost, rule: "Largest balance × rate first" },
  cash_flow_index: { name: PLAN_STRATEGY_NAMES.cash_flow_index, rule: "Lowest balance ÷ minimum first" },
  highest_utilization: { name: PLAN_STRATEGY_NAMES.highest_utilization, rule: "Fullest card first" },
};

export function LatestStrategyCard() {
  const {
    data: strategy,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
  } = useQuery<StrategySummaryDto | null>({
    queryKey: queryKeys.latestStrategySummary,
  });

  return (
    <Card className="gap-4">
      <CardHeader className="grid-cols-[1fr_auto] items-center">
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Latest Strategy
        </h2>
        {strategy ? <Badge variant="secondary">{STRATEGY_LABELS[strategy.savedStrategy].name}</Badge> : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
            <Skeleton className="h-16" />
            <Skeleton className="h-4 w-32" />
          </div>
        ) : isError ? (
          <LoadError
            inline
            what="your strategy"
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
            className="text-sm"
          />
        ) : strategy ? (
          <StrategySummary strategy={strategy} />
        ) : (
          <div className="space-y-3 text-sm">
            <p className="font-medium">No strategy yet</p>
            <p className="text-muted-foreground">
              Enter your debts in the calculator to compare Avalanche and Snowball and see your debt-free date.
            </p>
            <Button asChild size="sm" variant="outline">
              <Link href="/calculator">Create Your Strategy</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function StrategySummary({ strategy }: { strategy: StrategySummaryDto }) {
  const label = STRATEGY_LABELS[strategy.savedStrategy];
  const months = strategy.payoffTimeMonths;
  return (
    <div className="space-y-4">
      {strategy.outOfDate ? <OutOfDateNotice compact /> : null}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">Your plan</dt>
          <dd className="font-medium">
            {label.name} <span className="font-normal text-muted-foreground">({label.rule})</span>
          </dd>
          {strategy.savedStrategy !== strategy.strategyType ? (
            <dd className="text-xs text-muted-foreground">
              Recommended instead: {STRATEGY_LABELS[strategy.strategyType].name}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Payoff time</dt>
          <dd className="font-semibold tabular-nums">
            {months === null ? "Not reachable" : `${months} ${months === 1 ? "month" : "months"}`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Total interest</dt>
          <dd className="font-semibold tabular-nums">
            {strategy.totalInterest === null ? "—" : formatDollars(strategy.totalInterest)}
          </dd>
        </div>
      </dl>
      {!strategy.feasible && strategy.infeasibleReason ? (
        <p className="rounded-md border border-notice-border bg-notice p-3 text-xs text-notice-foreground">
          {strategy.infeasibleReason}
        </p>
      ) : null}
      {strategy.aiMessage ? (
        <blockquote className="rounded-md border-l-2 border-primary bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
          {previewMessage(strategy.aiMessage)}
        </blockquote>
      ) : null}
      {/* At least 24px tall: a link this close to others is easy to miss with a finger (WCAG 2.5.8). */}
      <Button asChild variant="link" className="h-auto min-h-6 p-0">
        <Link href="/results">
          View Full Results
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
