"use client";

import { useDeferredValue, useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import type { z } from "@/lib/validations/zod";
import { CalendarCheck, CalendarX, Info } from "lucide-react";

import { formatDollars } from "@/lib/format";
import { clockNow } from "@/lib/clock";
import {
  calendarMonthOf,
  debtInputFromWire,
  extraPaymentForTargetDate,
  monthName,
  monthsBetween,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type TargetDateResult,
} from "@/lib/payoff";
import {
  ZCreateDebt,
  optionalMoneyField,
  type TCalculatorFormInput,
  type ZCalculatorForm,
} from "@/lib/validations/debts";

type FormOutput = z.output<typeof ZCalculatorForm>;

type Hint =
  | { kind: "none" }
  | { kind: "incomplete"; target: CalendarMonth }
  | { kind: "past"; start: CalendarMonth }
  | { kind: "on-track"; target: CalendarMonth; result: TargetDateResult }
  | { kind: "needs-extra"; target: CalendarMonth; result: TargetDateResult; plannedExtraCents: number }
  | { kind: "impossible"; target: CalendarMonth };

/** Parses the form's debts the same way the server will; null while any entry is incomplete or invalid. */
function engineDebts(entries: TCalculatorFormInput["debts"] | undefined): DebtInput[] | null {
  if (!entries || entries.length === 0) return null;
  const debts: DebtInput[] = [];
  for (const [i, entry] of entries.entries()) {
    const parsed = ZCreateDebt.safeParse(entry);
    if (!parsed.success) return null;
    debts.push(debtInputFromWire({ id: `d${i}`, ...parsed.data }, { rounding: "half-up" }));
  }
  return debts;
}

/** The smallest extra payment over both strategies that reaches `target` (null: cannot be reached). */
function bestForTarget(debts: DebtInput[], start: CalendarMonth, target: CalendarMonth): TargetDateResult | null {
  let best: TargetDateResult | null = null;
  for (const strategy of ["avalanche", "snowball"] as const) {
    try {
      const r = extraPaymentForTargetDate({ debts, strategy, startMonth: start, target, granularity: "dollar" });
      if (r && (!best || r.extraPaymentCents < best.extraPaymentCents)) best = r;
    } catch {
      // Amounts beyond what the engine accepts: treat as unreachable.
    }
  }
  return best;
}

function computeHint(
  entries: TCalculatorFormInput["debts"] | undefined,
  targetText: string | undefined,
  extra: unknown,
): Hint {
  const target = targetText ? parseYearMonth(targetText) : null;
  if (!target) return { kind: "none" };
  // The first payment is this (UTC) month, as in the plans the server calculates.
  const start = calendarMonthOf(clockNow(), "utc");
  if (monthsBetween(start, target) < 0) return { kind: "past", start };
  const debts = engineDebts(entries);
  if (!debts) return { kind: "incomplete", target };
  const result = bestForTarget(debts, start, target);
  if (!result) return { kind: "impossible", target };
  if (result.extraPaymentCents === 0) return { kind: "on-track", target, result };
  const planned = optionalMoneyField.safeParse(extra);
  const plannedExtraCents = planned.success ? Math.round(Number(planned.data) * 100) : 0;
  return { kind: "needs-extra", target, result, plannedExtraCents };
}

/**
 * The target date is never sent. It is not ignored either: the engine runs here, in the browser, to find
 * the extra monthly payment that makes the user debt-free by that month.
 */
export function TargetDateHint({ control }: { control: Control<TCalculatorFormInput, unknown, FormOutput> }) {
  const debts = useWatch({ control, name: "debts" });
  const targetDate = useWatch({ control, name: "targetDate" });
  const extra = useWatch({ control, name: "extraPayment" });
  // Typing stays responsive: the (fast) search runs on the deferred values.
  const deferredDebts = useDeferredValue(debts);
  const deferredTarget = useDeferredValue(targetDate);
  const deferredExtra = useDeferredValue(extra);
  const hint = useMemo(
    () => computeHint(deferredDebts, deferredTarget, deferredExtra),
    [deferredDebts, deferredTarget, deferredExtra],
  );

  return (
    <div aria-live="polite" aria-atomic="true">
      {hint.kind !== "none" && <HintBox hint={hint} />}
    </div>
  );
}

function HintBox({ hint }: { hint: Exclude<Hint, { kind: "none" }> }) {
  switch (hint.kind) {
    case "incomplete":
      return (
        <Box tone="muted" icon={<Info aria-hidden="true" className="size-4" />}>
          Fill in every debt above to see what it takes to be debt-free by {monthName(hint.target)}.
        </Box>
      );
    case "past":
      return (
        <Box tone="warn" icon={<CalendarX aria-hidden="true" className="size-4" />}>
          Choose a target month from {monthName(hint.start)} on.
        </Box>
      );
    case "impossible":
      return (
        <Box tone="warn" icon={<CalendarX aria-hidden="true" className="size-4" />}>
          Being debt-free by {monthName(hint.target)} isn&apos;t possible with these debts. Try a later month.
        </Box>
      );
    case "on-track":
      return (
        <Box tone="good" icon={<CalendarCheck aria-hidden="true" className="size-4" />}>
          You&apos;re already on track: your minimum payments alone make you debt-free by{" "}
          {monthName(hint.result.plan.debtFreeMonth)}, no later than {monthName(hint.target)}.
        </Box>
      );
    case "needs-extra": {
      const needed = hint.result.extraPaymentCents;
      const covered = hint.plannedExtraCents >= needed;
      return (
        <Box tone="good" icon={<CalendarCheck aria-hidden="true" className="size-4" />}>
          <span className="font-medium">
            To be debt-free by {monthName(hint.target)}, pay about {formatDollars(needed / 100, { whole: true })} extra
            each month.
          </span>{" "}
          <span className="text-muted-foreground">
            That is {formatDollars(hint.result.plan.monthlyBudgetCents / 100)} a month in total, about{" "}
            {formatDollars(hint.result.plan.totalInterestCents / 100)} in interest.
            {covered ? " Your extra payment above already covers it." : ""}
          </span>
        </Box>
      );
    }
  }
}

function Box({
  tone,
  icon,
  children,
}: {
  tone: "good" | "warn" | "muted";
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  const styles = {
    good: "border-success/30 bg-success/10",
    warn: "border-notice-border bg-notice text-notice-foreground",
    muted: "bg-muted/50 text-muted-foreground",
  }[tone];
  return (
    <p className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${styles}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
