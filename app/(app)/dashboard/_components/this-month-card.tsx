"use client";

import Link from "@/components/ui/link";
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CalendarPlus, CircleCheck, Flag, Gauge, Receipt, TriangleAlert } from "lucide-react";

import {
  PLAN_STRATEGY_NAMES,
  type PlanDto,
  type PlanStatus,
  type ThisMonthDebtDto,
  type ThisMonthDto,
} from "@/lib/plan/types";
import { monthLabel, monthsLabel, formatDollars } from "@/lib/format";
import { utilizationOutlookText } from "@/lib/debts/utilization";
import { ordinalDay } from "@/lib/reminders/types";
import { thisMonthRowId } from "@/lib/push/types";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { LoadError } from "@/components/feedback/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Figures } from "./figures";
import { useOpenLogPayment } from "./log-payment-provider";
import { useDebts } from "./use-debts";

// "Pay this month" (docs/payoff.md "The saved plan"): what the saved plan asks of each open debt this month, what
// was paid, and where the plan stands. Every number is the server's (GET /api/plan/this-month, lib/plan/this-month.ts);
// this card only lays them out. It leads the dashboard because it answers the question a user opens it with.

const STATUS: Record<PlanStatus, { label: string; className: string }> = {
  on_track: { label: "On track", className: "border-transparent bg-secondary text-secondary-foreground" },
  ahead: { label: "Ahead of plan", className: "border-transparent bg-success text-success-foreground" },
  behind: { label: "Behind plan", className: "border-notice-border bg-notice text-notice-foreground" },
};

export function ThisMonthCard() {
  const titleId = useId();
  const thisMonth = useQuery<ThisMonthDto>({ queryKey: queryKeys.planThisMonth });
  // Only for the plan's name and extra in the description, and whether one was ever saved: a failure here
  // leaves those out rather than hiding the month.
  const plan = useQuery<PlanDto>({ queryKey: queryKeys.plan });
  const data = thisMonth.data;

  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4" aria-busy={thisMonth.isPending}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h2 id={titleId} className="flex items-center gap-2 leading-none font-semibold">
            <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
            Pay this month
          </h2>
          {data && data.debts.length > 0 ? <CardDescription>{describePlan(data, plan.data)}</CardDescription> : null}
        </div>
        {data && data.debts.length > 0 && plan.data?.updatedAt !== null ? <StatusBadge status={data.status} /> : null}
      </CardHeader>
      <CardContent>
        {thisMonth.isPending ? (
          <ThisMonthSkeleton />
        ) : thisMonth.isError ? (
          <LoadError
            inline
            what="this month's plan"
            error={thisMonth.error}
            onRetry={() => void thisMonth.refetch()}
            retrying={thisMonth.isRefetching}
            className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
          />
        ) : thisMonth.data.debts.length === 0 ? (
          <NothingToPay />
        ) : (
          <MonthPlan data={thisMonth.data} planSaved={plan.data?.updatedAt !== null} />
        )}
      </CardContent>
      {data && data.debts.length > 0 ? (
        <CardFooter className="flex-col items-start gap-2 border-t">
          <DebtFreeOutlook data={data} />
          <UtilizationOutlook data={data} />
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** "June 2026 · Avalanche, $1,080.00 a month ($300.00 extra)" (the plan part only once the plan has been read). */
function describePlan(data: ThisMonthDto, plan: PlanDto | undefined): string {
  const month = monthLabel(data.month);
  if (!plan) return month;
  const extra = Number(data.extraPayment) > 0 ? `${formatDollars(data.extraPayment)} extra` : "no extra";
  return `${month} · ${PLAN_STRATEGY_NAMES[data.strategy]}, ${formatDollars(data.monthlyBudget)} a month (${extra})`;
}

function StatusBadge({ status }: { status: PlanStatus }) {
  const { label, className } = STATUS[status];
  return (
    <Badge variant="outline" className={cn("shrink-0", className)} data-testid="plan-status">
      {label}
    </Badge>
  );
}

function MonthPlan({ data, planSaved }: { data: ThisMonthDto; planSaved: boolean }) {
  const planned = Number(data.totalPlanned);
  return (
    <div className="space-y-4">
      <p className="text-xs text-muted-foreground">
        {planSaved
          ? "The status compares today's total balance with where your plan, as it stands since its last change, projected it for this month, and is behind while a planned payment due by today is unpaid. A paid-off debt's minimum stays in your monthly budget and goes to the next target."
          : "Until you save a plan (the calculator does when you calculate), this is Avalanche with no extra payment."}
      </p>
      <div className="space-y-1.5">
        <p className="flex flex-wrap justify-between gap-x-2 text-sm">
          <span className="font-medium">Paid so far</span>
          <span className="tabular-nums">
            {formatDollars(data.totalPaid)} of {formatDollars(data.totalPlanned)}
          </span>
        </p>
        {planned > 0 ? (
          <Progress
            value={Number(data.totalPaid)}
            max={planned}
            aria-label="Paid so far this month"
            getValueLabel={() => `${formatDollars(data.totalPaid)} of ${formatDollars(data.totalPlanned)}`}
          />
        ) : null}
      </div>
      <ul className="space-y-3" aria-label="Payments this month">
        {data.debts.map((debt) => (
          <PlanRow key={debt.debtId} debt={debt} />
        ))}
      </ul>
    </div>
  );
}

function PlanRow({ debt }: { debt: ThisMonthDebtDto }) {
  const openLogPayment = useOpenLogPayment();
  const done = Number(debt.remaining) === 0;
  // A debt paid off this month keeps its row (its payments count toward the month) but takes no more payments.
  return (
    // The id is where a push reminder opens (lib/push/types.ts thisMonthRowPath).
    <li
      id={thisMonthRowId(debt.debtId)}
      className={cn("scroll-mt-20 rounded-lg border p-3 sm:p-4", done && "bg-success/5")}
      data-testid="plan-row"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-40">
          <p className="truncate font-medium" title={debt.name}>
            {debt.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {debt.dueDay === null ? "No due day set" : `Due on the ${ordinalDay(debt.dueDay)}`}
          </p>
        </div>
        {done ? (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            {debt.paidOff ? "Paid off" : "Done"}
          </Badge>
        ) : null}
        {debt.dueDay === null || done ? null : (
          <Button asChild size="sm" variant="ghost">
            {/* A download, not a page: the browser hands the .ics to the calendar app. */}
            <a
              href={`/api/calendar/debts/${debt.debtId}`}
              download
              aria-label={`Add to calendar: ${debt.name}'s next due date`}
            >
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          </Button>
        )}
        {debt.paidOff ? null : (
          <Button
            type="button"
            size="sm"
            variant={done ? "outline" : "default"}
            // What the plan still asks of this debt this month is what the user most likely paid; a done row starts blank.
            onClick={() => openLogPayment(debt.debtId, Number(debt.remaining) > 0 ? debt.remaining : undefined)}
            aria-label={`Log payment for ${debt.name}`}
          >
            <Receipt aria-hidden="true" />
            Log payment
          </Button>
        )}
      </div>
      <Figures
        figures={[
          { label: "Planned", value: formatDollars(debt.planned), strong: true },
          { label: "Paid", value: formatDollars(debt.paid) },
          { label: "Left", value: formatDollars(debt.remaining) },
        ]}
      />
    </li>
  );
}

function DebtFreeOutlook({ data }: { data: ThisMonthDto }) {
  if (data.monthsLeft === null || data.debtFreeDate === null) {
    return (
      <p className="flex items-start gap-2 text-sm" data-testid="debt-free-outlook">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          This plan never pays off:{" "}
          <Link href="/calculator" className="font-medium text-primary underline underline-offset-4">
            raise the extra payment
          </Link>
        </span>
      </p>
    );
  }
  // monthsLeft counts this month, so 1 means the last payment is due this month.
  const when = data.monthsLeft === 1 ? "this month" : `in ${monthsLabel(data.monthsLeft)}`;
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="debt-free-outlook">
      <Flag aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span>
        <span className="font-semibold">Debt-free {when}</span> · {monthLabel(data.debtFreeDate)}
      </span>
    </p>
  );
}

/**
 * When the plan takes the cards under 30% and 10% of their limits (docs/product-rules.md "Credit limits and
 * utilization"); nothing without a limit, or when the projection reaches neither mark.
 */
function UtilizationOutlook({ data }: { data: ThisMonthDto }) {
  const text = data.utilization ? utilizationOutlookText(data.utilization) : "";
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 text-sm" data-testid="utilization-outlook">
      <Gauge aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{text}</span>
    </p>
  );
}

/** No open debts: a new user, or one who paid everything off (the debts list shows them). */
function NothingToPay() {
  const { data: debts } = useDebts();
  const paidOff = (debts?.length ?? 0) > 0;
  const addDebt = (
    <Link href="/calculator" className="font-medium text-primary underline underline-offset-4">
      Add a debt
    </Link>
  );
  return (
    <div className="rounded-lg border border-dashed p-4 text-sm">
      <p className="font-medium">Nothing to pay this month.</p>
      <p className="mt-1 text-muted-foreground">
        {paidOff ? (
          <>Every debt you added is paid off. {addDebt} when you take on a new one.</>
        ) : (
          <>{addDebt} and your plan shows what to pay each month.</>
        )}
      </p>
    </div>
  );
}

function ThisMonthSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-2 w-full" />
      {[0, 1].map((i) => (
        <div key={i} className="rounded-lg border p-3 sm:p-4">
          <div className="flex items-center justify-between gap-3">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-8 w-28" />
          </div>
          <Skeleton className="mt-3 h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
