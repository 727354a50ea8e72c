// Credit utilization (docs/product-rules.md "Credit limits and utilization"): how much of its credit limit a debt's
// balance uses, overall across the debts that have a limit, and the first month a plan's schedule takes the overall
// figure under the marks credit scoring rewards. Pure (no clock, no I/O): the dashboard, results and this month
// share it. Money is integer cents; the marks are compared exactly in integers.
import { monthLabel } from "@/lib/format";

/** The marks credit scoring rewards staying under, in percent: under 30% helps, under 10% helps more. */
export const UTILIZATION_MARKS = [30, 10] as const;
export type UtilizationMark = (typeof UTILIZATION_MARKS)[number];

/** A debt as utilization reads it: its balance and its limit (absent or null: none). */
export interface LimitedBalance {
  id: string;
  balanceCents: number;
  creditLimitCents?: number | null;
}

export interface Utilization {
  balanceCents: number;
  limitCents: number;
  /** Whole percent used, rounded down, so a figure shown as under a mark never is at or over it. */
  percent: number;
}

function hasLimit(d: LimitedBalance): d is LimitedBalance & { creditLimitCents: number } {
  return typeof d.creditLimitCents === "number" && d.creditLimitCents > 0;
}

/** Whole percent of `limitCents` that `balanceCents` uses, rounded down (above 100 when over the limit). */
export function percentUsed(balanceCents: number, limitCents: number): number {
  return Math.floor((Math.max(0, balanceCents) * 100) / limitCents);
}

/** True when the balance uses strictly less than `mark` percent of the limit (exact, in integers). */
export function isUnder(balanceCents: number, limitCents: number, mark: number): boolean {
  return Math.max(0, balanceCents) * 100 < mark * limitCents;
}

/** One debt's utilization; null when it has no limit. */
export function debtUtilization(debt: LimitedBalance): Utilization | null {
  if (!hasLimit(debt)) return null;
  return {
    balanceCents: debt.balanceCents,
    limitCents: debt.creditLimitCents,
    percent: percentUsed(debt.balanceCents, debt.creditLimitCents),
  };
}

/** The debts with a limit together: their balances over their limits; null when none has a limit. */
export function overallUtilization(debts: readonly LimitedBalance[]): Utilization | null {
  let balanceCents = 0;
  let limitCents = 0;
  for (const d of debts) {
    if (!hasLimit(d)) continue;
    balanceCents += Math.max(0, d.balanceCents);
    limitCents += d.creditLimitCents;
  }
  return limitCents === 0 ? null : { balanceCents, limitCents, percent: percentUsed(balanceCents, limitCents) };
}

/** One month of a plan's schedule: its calendar month and the balance each debt owes after its payment. */
export interface ScheduledBalances {
  /** "YYYY-MM". */
  month: string;
  /** Debts missing from the list owe nothing that month (paid off earlier). */
  perDebt: readonly { id: string; balanceCents: number }[];
}

/** When a plan takes the overall utilization under each mark (UTILIZATION_MARKS). */
export interface UtilizationOutlook {
  /** Today's overall figure, over the debts the plan starts with. */
  now: Utilization;
  /**
   * Per mark: "already" when today's figure is under it; else the first scheduled month ("YYYY-MM") whose figure
   * after its payment is under it; null when no month of the schedule gets there (or there is no schedule: a plan
   * that never pays off).
   */
  under30: "already" | string | null;
  under10: "already" | string | null;
}

/**
 * The first month of `schedule` that takes the overall utilization of `debts`' limited debts under 30% and under 10%.
 * The set of debts is fixed at the start: a card paid off during the plan keeps its limit and counts at $0 (its credit
 * line stays open). Null when no debt has a limit. Only months in the schedule are ever named, so nothing claims a
 * date the plan does not reach.
 */
export function utilizationOutlook(
  debts: readonly LimitedBalance[],
  schedule: readonly ScheduledBalances[],
): UtilizationOutlook | null {
  const now = overallUtilization(debts);
  if (!now) return null;
  const limited = new Set(debts.filter(hasLimit).map((d) => d.id));
  const firstUnder = (mark: UtilizationMark): string | null => {
    for (const row of schedule) {
      let balanceCents = 0;
      for (const entry of row.perDebt) if (limited.has(entry.id)) balanceCents += Math.max(0, entry.balanceCents);
      if (isUnder(balanceCents, now.limitCents, mark)) return row.month;
    }
    return null;
  };
  const at = (mark: UtilizationMark) =>
    isUnder(now.balanceCents, now.limitCents, mark) ? "already" : firstUnder(mark);
  return { now, under30: at(30), under10: at(10) };
}

/**
 * The outlook in plain words, for results and this month: "By March 2027 your cards will be under 30% used, and
 * under 10% by June 2027." Empty when the schedule reaches neither mark (a plan that never pays off says nothing).
 */
export function utilizationOutlookText(outlook: Pick<UtilizationOutlook, "under30" | "under10">): string {
  const { under30, under10 } = outlook;
  if (under10 === "already") return "Your cards are already under 10% used, the range credit scores reward most.";
  if (under30 === "already")
    return under10
      ? `Your cards are already under 30% used; by ${monthLabel(under10)} they will be under 10%.`
      : "Your cards are already under 30% used.";
  if (!under30) return "";
  return under10
    ? `By ${monthLabel(under30)} your cards will be under 30% used, and under 10% by ${monthLabel(under10)}.`
    : `By ${monthLabel(under30)} your cards will be under 30% used.`;
}
