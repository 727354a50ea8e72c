"use client";

import { whenNearScreen } from "@/components/ui/when-near-screen";
import { useMemo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDollars } from "@/lib/format";
import type { StrategyDebtSnapshot } from "@/lib/strategies/types";
import { breakdownSlices } from "./timeline-data";

// Loaded and drawn when it nears the screen, as the timeline chart.
const DebtBreakdownChart = whenNearScreen(
  () => import("./debt-breakdown-chart").then((m) => m.DebtBreakdownChart),
  () => <Skeleton className="mx-auto size-48 rounded-full" />,
);

/** Share of the total debt per debt (at most six slices: the rest is grouped as "Other"). */
export function DebtBreakdownCard({ debts }: { debts: StrategyDebtSnapshot[] }) {
  const slices = useMemo(() => breakdownSlices(debts), [debts]);
  const total = slices.reduce((sum, s) => sum + s.value, 0);

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Debt Breakdown</h2>
        </CardTitle>
        <CardDescription>Where your {formatDollars(total)} is owed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div aria-hidden="true" className="relative">
          <DebtBreakdownChart slices={slices} />
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-xs text-muted-foreground">Total</span>
            <span className="font-semibold tabular-nums">{formatDollars(total, { whole: true })}</span>
          </div>
        </div>
        <ul className="space-y-2 text-sm" aria-label="Balance by debt">
          {slices.map((s, i) => (
            <li key={i} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2">
                <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ background: s.color }} />
                <span className="truncate">{s.name}</span>
              </span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {formatDollars(s.value)} · {total > 0 ? Math.round((s.value / total) * 100) : 0}%
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
