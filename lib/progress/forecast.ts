// Forecasting (Pro, docs/product-rules.md "Plans and limits"): the debt-free date at the actual pace and the plan's.
import {
  addMonthsToCalendarMonth,
  computePlan,
  formatCents,
  MAX_MONTHS,
  formatYearMonth,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type PlanResult,
} from "@/lib/payoff";
import {
  asFreshMonth,
  projectFromToday,
  type MonthDebt,
  type PlanChoice,
  type Projection,
} from "@/lib/plan/this-month";
import { monthRange, type DatedCents } from "./rules";
import type { ForecastDto, ForecastRunDto, ForecastStatus } from "./types";

export const PACE_MONTHS = 3;
export const MAX_FORECAST_MONTHS = MAX_MONTHS;
/** Same debt-free month: an interest gap within $1 is on pace (cent rounding is no news). */
const INTEREST_TOLERANCE_CENTS = 100;

export interface Pace {
  monthlyCents: number | null;
  months: string[];
}

/** The month tracking started in counts whole: its payment is usually one payment, so counting it beats dropping it. */
export function actualPace(payments: readonly DatedCents[], trackingSince: string | null, today: string): Pace {
  const current = parseYearMonth(today.slice(0, 7))!;
  const window = monthRange(
    formatYearMonth(addMonthsToCalendarMonth(current, -PACE_MONTHS)),
    formatYearMonth(addMonthsToCalendarMonth(current, -1)),
  );
  const months = trackingSince === null ? [] : window.filter((m) => m >= trackingSince.slice(0, 7));
  if (months.length === 0) return { monthlyCents: null, months };
  const counted = new Set(months);
  const total = payments.reduce((sum, p) => (counted.has(p.day.slice(0, 7)) ? sum + p.cents : sum), 0);
  return { monthlyCents: Math.round(total / months.length), months };
}

export interface ForecastInput {
  /** In the order they were added: the engine breaks ties by it. */
  debts: readonly DebtInput[];
  /** So the plan run is the very projection "This month" shows; left out, nothing is paid yet. */
  thisMonth?: readonly MonthDebt[];
  plan: PlanChoice;
  month: CalendarMonth;
  pace: Pace;
}

/** No lump sums at pace: they are the plan's promises. Below the minimums, it pays the least a lender accepts. */
export function forecast({ debts, thisMonth, plan, month, pace }: ForecastInput): ForecastDto {
  const open = debts.filter((d) => d.balanceCents > 0);
  const monthDebts = thisMonth ?? asFreshMonth(open, month);
  const minimumsCents = open.reduce((sum, d) => sum + d.minPaymentCents, 0);
  const belowMinimums = pace.monthlyCents !== null && pace.monthlyCents < minimumsCents;
  const planBudget = Math.max(plan.monthlyBudgetCents, minimumsCents);
  const planRun = run(open, projectFromToday(monthDebts, plan, month), planBudget);
  const paceRun =
    pace.monthlyCents === null
      ? null
      : pace.monthlyCents === 0 && open.length > 0
        ? NEVER
        : run(
            open,
            belowMinimums
              ? fromEngine(computePlan({ debts: open, strategy: "minimums", startMonth: month, includeSchedule: true }))
              : projectFromToday(monthDebts, { ...plan, monthlyBudgetCents: pace.monthlyCents, lumpSums: [] }, month),
            Math.max(pace.monthlyCents, minimumsCents),
          );

  const both = paceRun !== null && planRun.months !== null && paceRun.months !== null;
  const gapMonths = both ? paceRun.months! - planRun.months! : null;
  const gapInterestCents = both ? paceRun.interestCents! - planRun.interestCents! : null;
  const length = Math.min(MAX_FORECAST_MONTHS, Math.max(planRun.months ?? 0, paceRun?.months ?? 0));
  return {
    status: statusOf(pace, planRun, paceRun, gapMonths, gapInterestCents),
    pace: {
      monthly: pace.monthlyCents === null ? null : formatCents(pace.monthlyCents),
      months: pace.months.length,
      from: pace.months[0] ?? null,
      through: pace.months.at(-1) ?? null,
      minimums: formatCents(minimumsCents),
      belowMinimums,
    },
    plan: planRun.dto,
    atPace: paceRun?.dto ?? null,
    gapMonths,
    gapInterest: gapInterestCents === null ? null : formatCents(gapInterestCents),
    startingBalance: formatCents(open.reduce((sum, d) => sum + d.balanceCents, 0)),
    startMonth: formatYearMonth(month),
    series: Array.from({ length }, (_, k) => ({
      month: formatYearMonth(addMonthsToCalendarMonth(month, k)),
      plan: planRun.endCents(k),
      atPace: paceRun?.endCents(k) ?? null,
    })),
  };
}

interface Run {
  dto: ForecastRunDto;
  months: number | null;
  interestCents: number | null;
  endCents(k: number): string | null;
}

const NEVER: Run = {
  dto: { debtFreeDate: null, months: null, totalInterest: null, monthlyBudget: "0.00" },
  months: null,
  interestCents: null,
  endCents: () => null,
};

function fromEngine(result: PlanResult): Projection {
  if (!result.feasible)
    return {
      totalBalanceCents: [result.startingBalanceCents],
      debtFreeDate: null,
      monthsLeft: null,
      interestCents: null,
    };
  return {
    totalBalanceCents: [result.startingBalanceCents, ...result.schedule!.map((row) => row.totalBalanceCents)],
    debtFreeDate: result.debtFreeDate,
    monthsLeft: result.months,
    interestCents: result.totalInterestCents,
  };
}

function run(open: readonly DebtInput[], projection: Projection, budgetCents: number): Run {
  const monthlyBudget = formatCents(budgetCents);
  if (open.length === 0) {
    return {
      dto: { debtFreeDate: null, months: 0, totalInterest: "0.00", monthlyBudget },
      months: 0,
      interestCents: 0,
      endCents: () => "0.00",
    };
  }
  if (projection.monthsLeft === null || projection.interestCents === null)
    return { ...NEVER, dto: { ...NEVER.dto, monthlyBudget } };
  const totals = projection.totalBalanceCents;
  return {
    dto: {
      debtFreeDate: projection.debtFreeDate,
      months: projection.monthsLeft,
      totalInterest: formatCents(projection.interestCents),
      monthlyBudget,
    },
    months: projection.monthsLeft,
    interestCents: projection.interestCents,
    endCents: (k) => formatCents(totals[k + 1] ?? 0),
  };
}

function statusOf(
  pace: Pace,
  plan: Run,
  atPace: Run | null,
  gapMonths: number | null,
  gapInterestCents: number | null,
): ForecastStatus {
  if (pace.monthlyCents === null || atPace === null) return "not_enough_history";
  if (atPace.months === null) return "never_at_this_pace";
  if (plan.months === null) return "ahead";
  if (gapMonths! !== 0) return gapMonths! > 0 ? "behind" : "ahead";
  if (gapInterestCents! > INTEREST_TOLERANCE_CENTS) return "behind";
  if (gapInterestCents! < -INTEREST_TOLERANCE_CENTS) return "ahead";
  return "on_pace";
}
