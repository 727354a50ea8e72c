"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";

import { UpgradeNote } from "@/components/billing/upgrade-note";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
// The two lists load Radix Select after the page: the card is far below the fold.
import { LazySelect } from "@/components/ui/lazy-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDollars, monthLabel } from "@/lib/format";
import type { PlanKind, ScheduleMonth, StrategyDto, StrategyScheduleDto } from "@/lib/strategies/types";
import { strategyName } from "./format";
import { downloadFile } from "@/lib/client/download";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { Spinner } from "@/components/ui/spinner";
import { DownloadReportButton } from "./report-actions";

interface Row {
  month: number;
  date: string;
  payment: string;
  interest: string;
  principal: string;
  balance: string;
  /** Interest at the promotional rate this month. */
  promo: boolean;
  /** Deferred interest charged this month (inside `interest`). */
  deferredInterest: string | null;
}

function rowsFor(schedule: ScheduleMonth[], debtId: string): Row[] {
  const rows: Row[] = [];
  for (const m of schedule) {
    const d = m.debts.find((x) => x.id === debtId);
    if (!d) continue;
    rows.push({
      month: m.month,
      date: m.date,
      payment: d.payment,
      interest: d.interest,
      principal: d.principal,
      balance: d.balance,
      promo: d.promo === true,
      deferredInterest: d.deferredInterest ?? null,
    });
  }
  return rows;
}

/**
 * The strategy with `kind`'s schedule in it. The page's first paint carries only the saved plan's schedule
 * (lib/strategies/first-paint.ts): choosing another plan fetches that plan's schedule once (GET
 * /api/strategies/latest/schedule), under its own key, so the rest of the page is not redrawn (and a
 * recalculation, invalidating queryKeys.latestStrategy, refreshes it too). `strategy` is null when the one in hand
 * already has that schedule.
 */
function usePlanSchedule(strategy: StrategyDto, kind: PlanKind) {
  const needed = strategy.comparison[kind]?.scheduleOmitted === true;
  const fetched = useQuery<StrategyScheduleDto>({
    queryKey: queryKeys.latestSchedule(kind),
    queryFn: () => apiJson<StrategyScheduleDto>("GET", `/api/strategies/latest/schedule?kind=${kind}`),
    enabled: needed,
  });
  // A newer strategy than the page's (calculated in another tab) has other debts: rather than mix the two, the page
  // reads the latest again.
  const matching = fetched.data?.strategyId === strategy.id ? fetched.data : null;
  const queryClient = useQueryClient();
  const superseded = needed && fetched.isSuccess && !matching;
  useEffect(() => {
    if (superseded) void queryClient.invalidateQueries({ queryKey: queryKeys.latestStrategy, exact: true });
  }, [superseded, queryClient]);
  const withSchedule = useMemo(
    () => (matching ? withPlanSchedule(strategy, kind, matching.months) : null),
    [matching, strategy, kind],
  );
  return {
    strategy: needed ? withSchedule : null,
    pending: needed && !matching && !fetched.isError,
    error: needed && fetched.isError ? fetched.error : null,
    retry: () => void fetched.refetch(),
  };
}

function withPlanSchedule(strategy: StrategyDto, kind: PlanKind, schedule: ScheduleMonth[]): StrategyDto {
  const { scheduleOmitted: _omitted, ...plan } = strategy.comparison[kind]!;
  return { ...strategy, comparison: { ...strategy.comparison, [kind]: { ...plan, schedule } } };
}

/** Month-by-month schedule of one debt, with CSV export on paid plans and the PDF plan report on Pro. */
export function DebtScheduleCard({
  strategy,
  canExport,
  canReport,
}: {
  strategy: StrategyDto;
  canExport: boolean;
  canReport: boolean;
}) {
  const ids = useId();
  const [debtId, setDebtId] = useState(strategy.debts[0]?.id ?? "");
  // The saved plan first and by default, as every screen describes it (docs/product-rules.md "Debt calculator and
  // results"); the others are alternatives. The more orders are in the comparison only when the user could use them
  // (Pro) when it was calculated.
  const [kind, setKind] = useState<PlanKind>("saved");
  const kinds = (
    [
      "saved",
      "avalanche",
      "snowball",
      "highest_interest_cost",
      "cash_flow_index",
      "highest_utilization",
      "minimums",
    ] as const
  ).filter((k) => strategy.comparison[k] !== undefined);
  const chosen = strategy.comparison[kind] ? kind : "saved";
  const planName = (k: PlanKind) =>
    k === "saved" ? `your ${strategyName(strategy.savedStrategy)} plan` : strategyName(k);
  const planSchedule = usePlanSchedule(strategy, chosen);
  const source = planSchedule.strategy ?? strategy;
  const plan = source.comparison[chosen]!;
  const debt = strategy.debts.find((d) => d.id === debtId) ?? strategy.debts[0];
  const rows = useMemo(() => (debt ? rowsFor(plan.schedule, debt.id) : []), [plan.schedule, debt]);

  // The same pure builder as the server export (GET /api/strategies/latest/export), so both files match. Fetched
  // on the first export, not with the page.
  async function exportCsv(debtId?: string) {
    const { scheduleCsv } = await import("@/lib/strategies/csv");
    const { filename, csv } = scheduleCsv(source, chosen, debtId);
    downloadFile(filename, csv, "text/csv;charset=utf-8");
  }

  function exportDebt() {
    if (debt) void exportCsv(debt.id);
  }

  function exportAll() {
    void exportCsv();
  }

  if (!debt) return null;

  return (
    <Card role="region" aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${ids}-title`} className="text-lg">
            Month-by-Month Schedule
          </h2>
        </CardTitle>
        <CardDescription>
          Every payment, split into interest and principal, until the debt reaches $0.00.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="space-y-2">
            <Label htmlFor={`${ids}-debt`}>Debt</Label>
            <LazySelect
              id={`${ids}-debt`}
              value={debt.id}
              onValueChange={setDebtId}
              options={strategy.debts.map((d) => ({ value: d.id, label: d.name }))}
              className="w-full sm:w-60"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-plan`}>Plan</Label>
            <LazySelect
              id={`${ids}-plan`}
              value={kind}
              onValueChange={(v) => setKind(v as PlanKind)}
              options={kinds.map((k) => ({
                value: k,
                label:
                  k === "saved"
                    ? `Your plan (${strategyName(strategy.savedStrategy)})`
                    : `${strategyName(k)}${k === strategy.strategyType ? " (recommended)" : ""}`,
              }))}
              className="w-full sm:w-56"
            />
          </div>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button
              type="button"
              variant="outline"
              onClick={exportDebt}
              disabled={!canExport || rows.length === 0}
              aria-describedby={canExport ? undefined : `${ids}-export-hint`}
            >
              <Download aria-hidden="true" /> Export CSV
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={exportAll}
              disabled={!canExport || plan.schedule.length === 0}
              aria-describedby={canExport ? undefined : `${ids}-export-hint`}
            >
              Export all debts
            </Button>
            {canReport && <DownloadReportButton />}
          </div>
        </div>
        {!canExport && (
          <UpgradeNote id={`${ids}-export-hint`} action="Upgrade to export">
            CSV export is included in Basic and Pro.
          </UpgradeNote>
        )}
        {!canReport && (
          <UpgradeNote action="Upgrade to Pro">
            The PDF plan report (summary, chart and every debt&apos;s schedule) is included in Pro.
          </UpgradeNote>
        )}

        {rows.some((r) => r.promo || r.deferredInterest) && (
          <p className="text-xs text-muted-foreground">
            <Badge variant="outline" className="mr-1">
              Promo
            </Badge>
            marks a month charged at the promotional rate; deferred interest shows under the interest of the month it is
            charged.
          </p>
        )}
        {planSchedule.pending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-lg bg-muted/50 p-6 text-sm text-muted-foreground"
          >
            <Spinner className="size-4" label="" aria-hidden="true" />
            Loading the {planName(chosen)} schedule...
          </p>
        ) : planSchedule.error ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-lg bg-muted/50 p-6 text-center text-sm">
            <p>
              We couldn&apos;t load the {planName(chosen)} schedule: {errorMessage(planSchedule.error)}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={planSchedule.retry}>
              Try again
            </Button>
          </div>
        ) : rows.length > 0 ? (
          <div
            // This region scrolls both ways (the table's own container is told not to), so one focusable element
            // holds every scroll.
            className="max-h-[28rem] overflow-auto rounded-lg border [&>[data-slot=table-container]]:overflow-visible"
            data-print="unclip"
            tabIndex={0}
            role="region"
            aria-label={`${debt.name} payment schedule, ${rows.length} months`}
          >
            <Table>
              <TableHeader className="sticky top-0 z-10 bg-card">
                <TableRow>
                  <TableHead scope="col">Month</TableHead>
                  <TableHead scope="col" className="text-right">
                    Payment
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Interest
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Principal
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Balance
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.month}>
                    <TableHead scope="row" className="font-normal text-foreground">
                      <span className="tabular-nums">{r.month}</span>
                      <span className="ml-2 text-muted-foreground">{monthLabel(r.date, "short")}</span>
                      {r.promo && (
                        <Badge variant="outline" className="ml-2">
                          Promo<span className="sr-only"> rate this month</span>
                        </Badge>
                      )}
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{formatDollars(r.payment)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatDollars(r.interest)}
                      {r.deferredInterest && (
                        <span className="block text-xs font-medium text-destructive">
                          incl. {formatDollars(r.deferredInterest)} deferred interest
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatDollars(r.principal)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatDollars(r.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
            {plan.feasible
              ? "No payments scheduled for this debt."
              : (plan.reason ?? "This plan never pays off, so it has no schedule.")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
