/**
 * Actual progress (issue 14 item 6): the month-by-month lines that need no database (lib/progress/service.ts loads
 * the rows). Pure and exact: integer cents, months as "YYYY-MM" UTC calendar months.
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

/**
 * The baseline's projected total at the END of `month`. Entry 0 is the total at the start of the start month, so
 * month startMonth+k ends at entry k+1; past the last entry the last one holds (0 once the plan is paid off).
 * Null before the start month, and for a plan that never pays off (its baseline keeps only entry 0: there is no
 * projection to draw, and a flat line at the starting total would claim one).
 */
export function plannedAt(baseline: Baseline | null, yearMonth: string): number | null {
  if (!baseline || baseline.totalBalanceCents.length < 2) return null;
  const k = monthsBetween(month(baseline.startMonth), month(yearMonth));
  if (k < 0) return null;
  const totals = baseline.totalBalanceCents;
  return totals[Math.min(k + 1, totals.length - 1)]!;
}

/** A debt as the minimums-only line starts it: its opening balance (in `debt.balanceCents`) and the month it was added. */
export interface OpenedDebt {
  debt: DebtInput;
  openedMonth: string;
  /** "YYYY-MM": the promo's first month (Debt.promoStartsOn), when the debt has one. */
  promoStartsOn?: string | null;
}

/** What paying only the minimums since each debt was added would have done, month by month. */
export interface MinimumsLine {
  /** The total balance at the end of `month`. */
  endCents(yearMonth: string): number;
  /** The interest charged from the start through the end of `month`. */
  interestThroughCents(yearMonth: string): number;
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

/**
 * The minimums-only line: the engine's "minimums" run for each debt from its opening balance, with its current APR
 * and minimum. Minimums only pays each debt its own minimum and nothing rolls over, so running the debts one by
 * one is the same as running them together, and lets each start when it was added instead of all in the earliest
 * month (a debt added later would otherwise count before the user had it). In the month a debt was added its
 * balance was entered after whatever was paid that month (as lib/plan/this-month.ts treats it), so that month ends
 * at the opening balance and the run's month 1 is the next month. A debt whose opening is not above zero adds
 * nothing. Null when the engine cannot run it or minimums never pay a debt off (the line would be a guess).
 */
export function minimumsOnlyLine(debts: readonly OpenedDebt[]): MinimumsLine | null {
  const runs: { opened: CalendarMonth; openingCents: number; balance: number[]; interest: number[] }[] = [];
  for (const { debt, openedMonth, promoStartsOn } of debts) {
    if (debt.balanceCents <= 0) continue;
    const opened = month(openedMonth);
    let schedule;
    try {
      schedule = minimumsRun(debt, addMonthsToCalendarMonth(opened, 1), promoStartsOn ?? null);
    } catch (error) {
      if (error instanceof PayoffInputError) return null;
      throw error;
    }
    if (!schedule) return null;
    runs.push({
      opened,
      openingCents: debt.balanceCents,
      balance: schedule.map((row) => row.totalBalanceCents),
      interest: schedule.map((row) => row.totalInterestCents),
    });
  }
  const sumRuns = (yearMonth: string, one: (run: (typeof runs)[number], k: number) => number) => {
    const at = month(yearMonth);
    return runs.reduce((sum, run) => {
      const k = monthsBetween(run.opened, at);
      return k < 0 ? sum : sum + one(run, k);
    }, 0);
  };
  return {
    // Month k after the opening month is the run's month k (index k-1); past the run's end the debt is paid off.
    endCents: (m) => sumRuns(m, (run, k) => (k === 0 ? run.openingCents : (run.balance[k - 1] ?? 0))),
    interestThroughCents: (m) => sumRuns(m, (run, k) => run.interest.slice(0, k).reduce((a, b) => a + b, 0)),
  };
}
