"use client";

import Link from "@/components/ui/link";
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { TrendingDown } from "lucide-react";

import type { ProgressDto, ProgressMonthDto } from "@/lib/progress/types";
import { monthLabel, formatDollars } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { LoadError } from "@/components/feedback/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ProgressPoint } from "./progress-lines";
import { BalanceChart, type BalanceColumn } from "./balance-chart";

// "Your progress": the balance at each month's end from the ledger, against the plan versions (docs/payoff.md "The
// saved plan") and against paying only the minimums. Every number is the server's (GET /api/progress); Free plans get the
// current month only, with the server's upgrade message.

const PROGRESS_COLUMNS: readonly BalanceColumn<ProgressMonthDto>[] = [
  { label: "Actual", value: (m) => m.actual },
  { label: "Plan", value: (m) => m.planned },
  { label: "Minimums only", value: (m) => m.minimumsOnly },
];

export function ProgressChart() {
  const titleId = useId();
  const progress = useQuery<ProgressDto>({ queryKey: queryKeys.progress });

  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 gap-4" aria-busy={progress.isPending}>
      <CardHeader className="space-y-1.5">
        <h2 id={titleId} className="flex items-center gap-2 leading-none font-semibold">
          <TrendingDown aria-hidden="true" className="size-4 text-primary" />
          Your progress
        </h2>
        <CardDescription>
          Your total balance at the end of each month, against your plan and against paying only the minimums.
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        {progress.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : progress.isError ? (
          <LoadError
            inline
            what="your progress"
            error={progress.error}
            onRetry={() => void progress.refetch()}
            retrying={progress.isRefetching}
            className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
          />
        ) : (
          <ProgressBody data={progress.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ProgressBody({ data }: { data: ProgressDto }) {
  const summary = summarize(data);
  const points: ProgressPoint[] = data.months.map((m) => ({
    label: monthLabel(m.month, "short"),
    actual: Number(m.actual),
    planned: m.planned === null ? null : Number(m.planned),
    minimumsOnly: m.minimumsOnly === null ? null : Number(m.minimumsOnly),
  }));
  return (
    <div className="space-y-4">
      <p className="text-sm" data-testid="progress-summary">
        {summary}
      </p>
      {data.limited ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/50 p-4 text-sm">
          <p className="min-w-0 text-muted-foreground">{data.upgradeMessage}</p>
          <Button asChild size="sm" variant="outline">
            <Link href="/subscribe">Compare plans</Link>
          </Button>
        </div>
      ) : (
        <>
          <BalanceChart
            label={`Line chart of your balance by month. ${summary}`}
            points={points}
            caption="Balance at the end of each month"
            columns={PROGRESS_COLUMNS}
            rows={data.months}
          />
        </>
      )}
    </div>
  );
}

/**
 * One sentence a reader (and a screen reader) gets without the drawing: where the balance stands and the interest.
 * A saving of zero or less is left out here (the API still answers it): it is no news to announce.
 */
function summarize(data: ProgressDto): string {
  const now: ProgressMonthDto | undefined = data.months.at(-1);
  if (!now) return "";
  const parts = [`${monthLabel(now.month)}: ${formatDollars(now.actual)} owed`];
  if (now.planned !== null) parts.push(`${formatDollars(now.planned)} planned by the month's end`);
  if (now.minimumsOnly !== null) parts.push(`${formatDollars(now.minimumsOnly)} paying only the minimums`);
  const interest = [`Interest paid so far: ${formatDollars(data.interestPaidToDate)}.`];
  if (data.interestSavedSoFar !== null && Number(data.interestSavedSoFar) > 0) {
    interest.push(`Interest saved against minimums only: ${formatDollars(data.interestSavedSoFar)}.`);
  }
  return `${parts.join("; ")}. ${interest.join(" ")}`;
}
