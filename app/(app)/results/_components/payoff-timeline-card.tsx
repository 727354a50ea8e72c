"use client";

import { whenNearScreen } from "@/components/ui/when-near-screen";
import { useMemo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDollars, monthLabel } from "@/lib/format";
import type { StrategyDto } from "@/lib/strategies/types";
import { cn } from "@/lib/utils";
import { strategyName } from "./format";
import { buildTimeline, yearlyRows } from "./timeline-data";

// Recharts is heavy: loaded and drawn when the chart nears the screen (it is below the fold), not with the page.
const PayoffTimelineChart = whenNearScreen(
  () => import("./payoff-timeline-chart").then((m) => m.PayoffTimelineChart),
  () => <Skeleton className="h-72 w-full" />,
);

export function PayoffTimelineCard({ strategy, className }: { strategy: StrategyDto; className?: string }) {
  // The saved plan's, as every screen describes it (docs/product-rules.md "Debt calculator and results").
  const plan = strategy.comparison.saved;
  const data = useMemo(() => buildTimeline(plan, strategy.debts), [plan, strategy.debts]);
  const rows = useMemo(() => yearlyRows(plan, strategy.debts), [plan, strategy.debts]);
  const hasSchedule = plan.schedule.length > 0;
  const summary = hasSchedule
    ? `Total balance falls from ${formatDollars(strategy.totalDebt)} today to $0.00 ${
        plan.debtFreeDate ? `in ${monthLabel(plan.debtFreeDate)}` : ""
      } on your ${strategyName(strategy.savedStrategy)} plan.`
    : "";

  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Payoff Timeline</h2>
        </CardTitle>
        <CardDescription>
          Each debt&apos;s balance month by month on your {strategyName(strategy.savedStrategy)} plan.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hasSchedule ? (
          <>
            <div role="img" aria-label={`Stacked area chart. ${summary}`}>
              <div aria-hidden="true">
                <PayoffTimelineChart series={data.series} points={data.points} />
              </div>
            </div>
            {/* sr-only on a wrapper: a table ignores the 1px width and would widen the page. */}
            <div className="sr-only">
              <table>
                <caption>Total balance over time. {summary}</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Total balance</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.label}>
                      <th scope="row">{r.label}</th>
                      <td>{formatDollars(r.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="flex h-72 items-center justify-center rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
            No timeline: with these payments the balance never reaches zero.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
