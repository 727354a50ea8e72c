import type { PlanSummaryDto, StrategyDebtSnapshot } from "@/lib/strategies/types";
import { chartColor } from "./format";
import { monthLabel } from "@/lib/format";

/** One chart series: a debt, or "Other" when more than six debts share the six colours. */
export interface TimelineSeries {
  key: string;
  name: string;
  color: string;
  /** The debt ids this series sums. */
  ids: string[];
}

export interface TimelinePoint {
  /** 0 = today (starting balances), then plan months. */
  month: number;
  label: string;
  total: number;
  /** Series key -> balance in dollars. */
  [seriesKey: string]: number | string;
}

export interface TimelineData {
  series: TimelineSeries[];
  points: TimelinePoint[];
}

const MAX_SERIES = 6;
/** About five years of monthly points; longer plans are sampled evenly (the last month is always kept). */
const MAX_POINTS = 60;

export function buildSeries(debts: StrategyDebtSnapshot[]): TimelineSeries[] {
  if (debts.length <= MAX_SERIES) {
    return debts.map((d, i) => ({ key: `s${i}`, name: d.name, color: chartColor(i), ids: [d.id] }));
  }
  const bySize = [...debts].sort((a, b) => Number(b.balance) - Number(a.balance));
  const top = bySize.slice(0, MAX_SERIES - 1);
  const rest = bySize.slice(MAX_SERIES - 1);
  return [
    ...top.map((d, i) => ({ key: `s${i}`, name: d.name, color: chartColor(i), ids: [d.id] })),
    {
      key: `s${MAX_SERIES - 1}`,
      name: `Other (${rest.length} debts)`,
      color: chartColor(MAX_SERIES - 1),
      ids: rest.map((d) => d.id),
    },
  ];
}

/** The months to plot: every month for short plans, an even sample plus the final month for long ones. */
export function sampleMonths(totalMonths: number, maxPoints = MAX_POINTS): number[] {
  const step = Math.max(1, Math.ceil(totalMonths / maxPoints));
  const months: number[] = [];
  for (let m = 0; m <= totalMonths; m += step) months.push(m);
  if (months[months.length - 1] !== totalMonths) months.push(totalMonths);
  return months;
}

/** One slice of the debt breakdown's pie: a series' share of today's balances, in dollars. */
export interface BreakdownSlice {
  name: string;
  value: number;
  color: string;
}

/** The debt breakdown's slices: today's balance per series (at most six; the rest is "Other"). */
export function breakdownSlices(debts: StrategyDebtSnapshot[]): BreakdownSlice[] {
  const byId = new Map(debts.map((d) => [d.id, Number(d.balance)]));
  return buildSeries(debts).map((s) => ({
    name: s.name,
    color: s.color,
    value: s.ids.reduce((sum, id) => sum + (byId.get(id) ?? 0), 0),
  }));
}

/** Per-debt balances over time from the plan's real month-by-month schedule. */
export function buildTimeline(plan: PlanSummaryDto, debts: StrategyDebtSnapshot[]): TimelineData {
  const series = buildSeries(debts);
  const schedule = plan.schedule;
  const startBalances = new Map(debts.map((d) => [d.id, Number(d.balance)]));

  function point(month: number): TimelinePoint {
    const row = month === 0 ? undefined : schedule[month - 1];
    // Debts missing from a month's rows were already paid off: their balance is 0.
    const balances = row ? new Map(row.debts.map((d) => [d.id, Number(d.balance)])) : startBalances;
    const p: TimelinePoint = { month, label: month === 0 ? "Today" : monthLabel(row?.date, "short"), total: 0 };
    let total = 0;
    for (const s of series) {
      const value = s.ids.reduce((sum, id) => sum + (balances.get(id) ?? 0), 0);
      p[s.key] = Math.round(value * 100) / 100;
      total += value;
    }
    p.total = Math.round(total * 100) / 100;
    return p;
  }

  return { series, points: sampleMonths(schedule.length).map(point) };
}

/** Yearly rows (plus the final month) for the screen-reader table. */
export function yearlyRows(plan: PlanSummaryDto, debts: StrategyDebtSnapshot[]): { label: string; total: number }[] {
  const start = debts.reduce((sum, d) => sum + Number(d.balance), 0);
  const rows = [{ label: "Today", total: start }];
  const schedule = plan.schedule;
  for (let m = 12; m < schedule.length; m += 12) {
    const row = schedule[m - 1]!;
    rows.push({
      label: `After ${m / 12} ${m === 12 ? "year" : "years"} (${monthLabel(row.date)})`,
      total: Number(row.totalBalance),
    });
  }
  const last = schedule[schedule.length - 1];
  if (last) rows.push({ label: `Month ${last.month} (${monthLabel(last.date)})`, total: Number(last.totalBalance) });
  return rows;
}
