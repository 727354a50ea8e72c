"use client";

import Link from "@/components/ui/link";
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";

import type { ForecastDto, ForecastMonthDto, ForecastRunDto } from "@/lib/progress/types";
import { monthLabel, monthsLabel } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { LoadError } from "@/components/feedback/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { belowMinimumsNote, forecastGapSentence, forecastTableRows } from "./forecast-summary";
import type { LineSpec } from "./progress-lines";
import { BalanceChart, type BalanceColumn } from "./balance-chart";

// "Forecast" (Pro, docs/product-rules.md "Plans and limits"): the debt-free date at the pace of the last three months'
// payments next to the saved plan's, from GET /api/progress/forecast. Other plans get the server's upgrade note and no
// numbers: the query is not even sent (it would be refused).

const FORECAST_LINES: readonly LineSpec[] = [
  { key: "atPace", name: "At your pace", color: "var(--chart-1)", dash: undefined },
  { key: "plan", name: "Plan", color: "var(--chart-2)", dash: "6 4" },
];

const FORECAST_COLUMNS: readonly BalanceColumn<ForecastMonthDto>[] = [
  { label: "At your pace", value: (m) => m.atPace },
  { label: "Plan", value: (m) => m.plan },
];

/** `upgradeMessage`: null when the user's plan includes forecasting, else the note naming the plan that does. */
export function ForecastCard({ upgradeMessage }: { upgradeMessage: string | null }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 gap-4" data-testid="forecast-card">
      <CardHeader className="space-y-1.5">
        <h2 id={titleId} className="flex items-center gap-2 leading-none font-semibold">
          <CalendarClock aria-hidden="true" className="size-4 text-primary" />
          Forecast
        </h2>
        <CardDescription>
          When you will be debt-free at the pace of your last three months of payments, next to your plan.
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        {upgradeMessage !== null ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/50 p-4 text-sm">
            <p className="min-w-0 text-muted-foreground">{upgradeMessage}</p>
            <Button asChild size="sm" variant="outline">
              <Link href="/subscribe">Compare plans</Link>
            </Button>
          </div>
        ) : (
          <ForecastQuery />
        )}
      </CardContent>
    </Card>
  );
}

function ForecastQuery() {
  const forecast = useQuery<ForecastDto>({ queryKey: queryKeys.forecast });
  if (forecast.isPending) return <Skeleton className="h-64 w-full" aria-busy="true" />;
  if (forecast.isError) {
    return (
      <LoadError
        inline
        what="your forecast"
        error={forecast.error}
        onRetry={() => void forecast.refetch()}
        retrying={forecast.isRefetching}
        className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
      />
    );
  }
  return <ForecastBody data={forecast.data} />;
}

function dateOf(run: ForecastRunDto | null): string {
  if (!run) return "Not enough history yet";
  if (run.months === 0) return "Debt-free now";
  return run.debtFreeDate === null
    ? "Never at this pace"
    : `${monthLabel(run.debtFreeDate)} (${monthsLabel(run.months!)})`;
}

function ForecastBody({ data }: { data: ForecastDto }) {
  const sentence = forecastGapSentence(data);
  const note = belowMinimumsNote(data);
  const hasLines = data.series.length > 0;
  const tableRows = forecastTableRows(data.series);
  // The lines start at today's total, then each month's end.
  const points = hasLines
    ? [
        {
          label: "Now",
          plan: Number(data.startingBalance),
          atPace: data.atPace?.months ? Number(data.startingBalance) : null,
        },
        ...data.series.map((m) => ({
          label: monthLabel(m.month, "short"),
          plan: m.plan === null ? null : Number(m.plan),
          atPace: m.atPace === null ? null : Number(m.atPace),
        })),
      ]
    : [];
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">Your plan</dt>
          <dd className="font-semibold" data-testid="forecast-plan-date">
            {dateOf(data.plan)}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">At your pace</dt>
          <dd className="font-semibold" data-testid="forecast-pace-date">
            {dateOf(data.atPace)}
          </dd>
        </div>
      </dl>
      <p className="text-sm" data-testid="forecast-summary">
        {sentence}
      </p>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {hasLines && (
        <>
          <BalanceChart
            label={`Line chart of your total balance by month, at your pace and on your plan. ${sentence}`}
            points={points}
            lines={FORECAST_LINES}
            caption={
              tableRows.length === data.series.length
                ? "Forecast total balance at the end of each month"
                : "Forecast total balance at the end of each year of the plan, and of its last month"
            }
            columns={FORECAST_COLUMNS}
            rows={tableRows}
          />
        </>
      )}
    </div>
  );
}
