// The progress lines that need no database (docs/payoff.md "The saved plan"): integer cents, "YYYY-MM" UTC months.
import {
  PayoffInputError,
  addMonthsToCalendarMonth,
  computePlan,
  formatYearMonth,
  monthsBetween,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type MonthRow,
} from "@/lib/payoff";
import { firstAccrualAfter } from "@/lib/ledger/rules";
import type { Baseline } from "@/lib/plan/this-month";

export const MAX_PROGRESS_MONTHS = 120;

export interface DatedCents {
  day: string;
  cents: number;
}

function month(value: string): CalendarMonth {
  const parsed = parseYearMonth(value);
  if (!parsed) throw new Error(`Not a month: ${value}`);
  return parsed;
}

export function monthRange(first: string, last: string, cap = MAX_PROGRESS_MONTHS): string[] {
  const end = month(last);
  const count = Math.min(cap, monthsBetween(month(first), end) + 1);
  return Array.from({ length: Math.max(count, 0) }, (_, i) =>
    formatYearMonth(addMonthsToCalendarMonth(end, i - count + 1)),
  );
}

/** Each month's end balance, as the sum of the ledger rows up to it; rows before the first month count in all. */
export function monthEndTotals(rows: readonly DatedCents[], months: readonly string[]): number[] {
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let next = 0;
  let total = 0;
  return months.map((m) => {
    // "YYYY-MM-DD".slice(0, 7) <= "YYYY-MM" exactly when the day is in that month or earlier.
    while (next < sorted.length && sorted[next]!.day.slice(0, 7) <= m) total += sorted[next++]!.cents;
    return total;
  });
}

export interface DatedVersion {
  startedOn: string;
  projection: Baseline;
}

/**
 * The plan line at the END of `yearMonth` (docs/payoff.md "The saved plan"). Null while the version in force never
 * pays off: it keeps only entry 0, and a flat line would claim a projection.
 */
export function plannedAt(versions: readonly DatedVersion[], yearMonth: string): number | null {
  let version: DatedVersion | undefined;
  for (const v of versions) if (v.startedOn.slice(0, 7) <= yearMonth) version = v;
  if (!version || version.projection.totalBalanceCents.length < 2) return null;
  const k = monthsBetween(month(version.projection.startMonth), month(yearMonth));
  if (k < 0) return null;
  const totals = version.projection.totalBalanceCents;
  return totals[Math.min(k + 1, totals.length - 1)]!;
}

/** `debt.balanceCents` holds its opening balance. */
export interface OpenedDebt {
  debt: DebtInput;
  openedOn: string;
  accrualDay: number;
  promoStartsOn?: string | null;
}

export interface MinimumsLine {
  endCents(yearMonth: string): number;
  interestToDateCents(today: string): number;
}

type MonthEnd = Pick<MonthRow, "totalBalanceCents" | "totalInterestCents">;

/** A promo set later applies from its own first month (docs/product-rules.md "The balance ledger"). */
function minimumsRun(debt: DebtInput, first: CalendarMonth, promoStartsOn: string | null): MonthEnd[] | null {
  const run = (input: DebtInput, startMonth: CalendarMonth) => {
    const plan = computePlan({ debts: [input], strategy: "minimums", startMonth, includeSchedule: true });
    return plan.feasible ? plan.schedule! : null;
  };
  const promoStart = debt.promo && promoStartsOn ? month(promoStartsOn) : null;
  const before = promoStart ? monthsBetween(first, promoStart) : 0;
  if (promoStart === null || before <= 0) return run(debt, first);
  const regular = run({ ...debt, promo: null }, first);
  if (!regular || regular.length <= before) return regular;
  const head = regular.slice(0, before);
  const rest = run({ ...debt, balanceCents: head.at(-1)!.totalBalanceCents }, promoStart);
  return rest && [...head, ...rest];
}

export function accrualsThrough(openedOn: string, accrualDay: number, today: string): number {
  const first = firstAccrualAfter(openedOn, accrualDay);
  if (first > today) return 0;
  const day = Number(today.slice(8, 10));
  return monthsBetween(month(first.slice(0, 7)), month(today.slice(0, 7))) + (accrualDay <= day ? 1 : 0);
}

/**
 * Each debt runs from its first accrual month, as the ledger charges (docs/product-rules.md "The balance ledger");
 * nothing rolls over under minimums, so per-debt runs add up to one run. Null when one never pays off.
 */
export function minimumsOnlyLine(debts: readonly OpenedDebt[]): MinimumsLine | null {
  const runs: {
    opened: CalendarMonth;
    first: CalendarMonth;
    openedOn: string;
    accrualDay: number;
    openingCents: number;
    balance: number[];
    interest: number[];
  }[] = [];
  for (const { debt, openedOn, accrualDay, promoStartsOn } of debts) {
    if (debt.balanceCents <= 0) continue;
    const first = month(firstAccrualAfter(openedOn, accrualDay).slice(0, 7));
    let schedule;
    try {
      schedule = minimumsRun(debt, first, promoStartsOn ?? null);
    } catch (error) {
      if (error instanceof PayoffInputError) return null;
      throw error;
    }
    if (!schedule) return null;
    runs.push({
      opened: month(openedOn.slice(0, 7)),
      first,
      openedOn,
      accrualDay,
      openingCents: debt.balanceCents,
      balance: schedule.map((row) => row.totalBalanceCents),
      interest: schedule.map((row) => row.totalInterestCents),
    });
  }
  return {
    endCents: (m) => {
      const at = month(m);
      return runs.reduce((sum, run) => {
        if (monthsBetween(run.opened, at) < 0) return sum;
        const k = monthsBetween(run.first, at);
        // Before its first accrual month the debt is at its opening; past the run's end it is paid off.
        return sum + (k < 0 ? run.openingCents : (run.balance[k] ?? 0));
      }, 0);
    },
    interestToDateCents: (today) =>
      runs.reduce(
        (sum, run) =>
          sum + run.interest.slice(0, accrualsThrough(run.openedOn, run.accrualDay, today)).reduce((a, b) => a + b, 0),
        0,
      ),
  };
}
