// The results screen's plan names, priorities and chart colours; months and money are written by lib/format.

import { PLAN_STRATEGY_NAMES, type PlanStrategy } from "@/lib/plan/types";

// The dashboard shows plan months too, so these two live in lib/dates.ts.
export { monthLabel, monthsLabel } from "@/lib/format";

/** 47 -> "3 years 11 months", 12 -> "1 year", 5 -> "5 months", 0 -> "0 months". */
export function yearsAndMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

const STRATEGY_LABELS: Record<PlanStrategy, string> = {
  avalanche: "Highest Interest First",
  snowball: "Smallest Balance First",
  custom: "Your Own Order",
  highest_interest_cost: "Highest Interest Cost First",
  cash_flow_index: "Lowest Balance per Minimum First",
  highest_utilization: "Fullest Card First",
};

/** Each plan's rule in a few words: 'Highest Interest First' for avalanche, 'Your Own Order' for custom... */
export function strategyLabel(kind: PlanStrategy): string {
  return STRATEGY_LABELS[kind];
}

export function strategyName(kind: string): string {
  return kind in PLAN_STRATEGY_NAMES ? PLAN_STRATEGY_NAMES[kind as PlanStrategy] : "Minimums only";
}

/** Priority by position in the returned debts list: first High, second Medium, rest Low. */
export function priorityOf(index: number): "High" | "Medium" | "Low" {
  return index === 0 ? "High" : index === 1 ? "Medium" : "Low";
}

/** The chart palette: the six --chart-N theme colours (at most six). */
export const CHART_COLORS = [1, 2, 3, 4, 5, 6].map((n) => `var(--chart-${n})`);

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length]!;
}
