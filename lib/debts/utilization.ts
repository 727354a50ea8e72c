// docs/product-rules.md "Credit limits and utilization". Money is integer cents, compared with the marks exactly.
import { monthLabel } from "@/lib/format";

export const UTILIZATION_MARKS = [30, 10] as const;
export type UtilizationMark = (typeof UTILIZATION_MARKS)[number];

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

export function percentUsed(balanceCents: number, limitCents: number): number {
  return Math.floor((Math.max(0, balanceCents) * 100) / limitCents);
}

export function isUnder(balanceCents: number, limitCents: number, mark: number): boolean {
  return Math.max(0, balanceCents) * 100 < mark * limitCents;
}

export function debtUtilization(debt: LimitedBalance): Utilization | null {
  if (!hasLimit(debt)) return null;
  return {
    balanceCents: debt.balanceCents,
    limitCents: debt.creditLimitCents,
    percent: percentUsed(debt.balanceCents, debt.creditLimitCents),
  };
}

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

export interface ScheduledBalances {
  month: string;
  /** Debts missing from the list owe nothing that month (paid off earlier). */
  perDebt: readonly { id: string; balanceCents: number }[];
}

export interface UtilizationOutlook {
  /** Today's overall figure, over the debts the plan starts with. */
  now: Utilization;
  /** Per mark: "already" when today's figure is under it, else the first scheduled month under it; null: never. */
  under30: "already" | string | null;
  under10: "already" | string | null;
}

/** The debts are fixed at the start: a card paid off during the plan keeps its limit and counts at $0. */
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

/** Empty when the schedule reaches neither mark (a plan that never pays off says nothing). */
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
