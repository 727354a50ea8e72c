/**
 * Actual progress (docs/payoff.md "The saved plan"): the month-by-month lines that need no database
 * (lib/progress/service.ts loads the rows). Pure and exact: integer cents, months as "YYYY-MM" UTC calendar months.
 */
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

/** The longest history answered: ten years. */
export const MAX_PROGRESS_MONTHS = 120;

/** A ledger row as the lines need it: its day ("YYYY-MM-DD") and signed cents. */
export interface DatedCents {
  day: string;
  cents: number;
}

function month(value: string): CalendarMonth {
  const parsed = parseYearMonth(value);
  if (!parsed) throw new Error(`Not a month: ${value}`);
  return parsed;
}

/** "YYYY-MM" from `first` through `last`, oldest first; only the latest `cap` when there are more. */
export function monthRange(first: string, last: string, cap = MAX_PROGRESS_MONTHS): string[] {
  const end = month(last);
  const count = Math.min(cap, monthsBetween(month(first), end) + 1);
  return Array.from({ length: Math.max(count, 0) }, (_, i) =>
    formatYearMonth(addMonthsToCalendarMonth(end, i - count + 1)),
  );
}

/**
 * The sum of the rows dated on or before the last day of each month (`months` oldest first): a balance at each
 * month's end, since a balance is the sum of its ledger rows. Rows before the first month count in every month.
 */
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

/** A plan version as the plan line needs it: the day it began and its projection (lib/plan/this-month.ts Baseline). */
export interface DatedVersion {
  startedOn: string;
  projection: Baseline;
}

/**
 * The plan line at the END of `yearMonth` (docs/payoff.md "The saved plan"): the projection of the latest version
 * begun by then, so each version is drawn from the month it began. A version's entry k+1 is the end of the k-th
 * month after its start month; past its last entry the last one holds (0 once a feasible plan is paid off). Null
 * before the first version, and while the version in force never pays off (it keeps only entry 0: there is no
 * projection to draw, and a flat line would claim one). `versions` oldest first.
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

/** A debt as the minimums-only line starts it: its opening balance (in `debt.balanceCents`) and when it was added. */
export interface OpenedDebt {
  debt: DebtInput;
  /** "YYYY-MM-DD": the day its ledger opened. */
  openedOn: string;
  /** Its interest accrual day of the month (lib/ledger/rules.ts accrualDayOf). */
  accrualDay: number;
  /** "YYYY-MM": the promo's first month (Debt.promoStartsOn), when the debt has one. */
  promoStartsOn?: string | null;
}

/** What paying only the minimums since each debt was added would have done, month by month. */
export interface MinimumsLine {
  /** The total balance at the end of `month`. */
  endCents(yearMonth: string): number;
  /** The interest those minimums would have been charged on every accrual day from each opening through `today`. */
  interestToDateCents(today: string): number;
}

type MonthEnd = Pick<MonthRow, "totalBalanceCents" | "totalInterestCents">;

/**
 * One debt paying its minimum each month from `first`, or null when that never pays it off. A promo set after the
 * debt was added (its first month after `first`) did not apply before then: those months run at the regular rate,
 * and the run goes on from their balance with the promo, whose deferred interest counts from its own first month
 * (as the ledger's does, docs/product-rules.md "The balance ledger"). The engine's minimum is the same every month,
 * so the two runs joined are the one run the debt had.
 */
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

/** How many accrual days (`accrualDay` of each month) fall after `openedOn` and on or before `today`. */
export function accrualsThrough(openedOn: string, accrualDay: number, today: string): number {
  const first = firstAccrualAfter(openedOn, accrualDay);
  if (first > today) return 0;
  const day = Number(today.slice(8, 10));
  return monthsBetween(month(first.slice(0, 7)), month(today.slice(0, 7))) + (accrualDay <= day ? 1 : 0);
}

/**
 * The minimums-only line: the engine's "minimums" run for each debt from its opening balance, with its current APR
 * and minimum, on the ledger's calendar: the run's month 1 is the month of the debt's first accrual day after its
 * opening (docs/product-rules.md "The balance ledger"), so the line starts where the actual one does, at the
 * opening balance in the month the debt was added, and charges interest in the same months the ledger does.
 * Minimums only pays each debt its own minimum and nothing rolls over, so running the debts one by one is the same
 * as running them together, and lets each start when it was added. A debt whose opening is not above zero adds
 * nothing. Null when the engine cannot run it or minimums never pay a debt off (the line would be a guess).
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
