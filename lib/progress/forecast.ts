/**
 * Forecasting (Pro, docs/product-rules.md "Plans and limits"): the debt-free date at the user's actual pace next to the
 * saved plan's, from today's open balances. Pure and exact like the rest of lib/progress (lib/progress/service.ts loads
 * the rows): integer cents through the payoff engine, months as "YYYY-MM" UTC calendar months.
 */
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

/** The pace is measured over the last three full months before this one. */
export const PACE_MONTHS = 3;
/**
 * The chart draws every month until the later run pays off, bounded only by the engine's own horizon (MAX_MONTHS,
 * 100 years: a run longer than that never pays off). At most 1,200 points of three short fields each; the
 * screen-reader table thins long series itself (app/(app)/dashboard/_components/forecast-summary.ts).
 */
export const MAX_FORECAST_MONTHS = MAX_MONTHS;
/** Same debt-free month: an interest gap within $1 is on pace (cent rounding is no news). */
const INTEREST_TOLERANCE_CENTS = 100;

export interface Pace {
  /** Cents a month (rounded half up); null without a full month of history. */
  monthlyCents: number | null;
  /** The months counted, oldest first ("YYYY-MM"). */
  months: string[];
}

/**
 * The actual pace: payments dated in the last PACE_MONTHS full calendar months before `today`'s month, divided by
 * the number of those months the user was tracking debts, i.e. months from the one `trackingSince` falls in (the
 * first debt's opening or the first payment, whichever came first). A month tracking started in counts whole: the
 * month's payment is usually one payment, so counting it beats dropping it. No such month: no pace (a pace from
 * this month's few days would be a guess).
 */
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
  /** The open debts with today's balances, in the order they were added (the engine breaks ties by it). */
  debts: readonly DebtInput[];
  /**
   * This month's debts (lib/plan/this-month.ts MonthDebt: what was paid, interest still to come), so the plan run is
   * the very projection "This month" shows; left out, the month is taken as fresh (nothing paid yet).
   */
  thisMonth?: readonly MonthDebt[];
  plan: PlanChoice;
  /** This month: month 1 of both runs, as lib/plan/this-month.ts projectFromToday runs the plan. */
  month: CalendarMonth;
  pace: Pace;
}

/**
 * Both runs and their gap. The plan run is the saved plan as it stands (lump sums included); the pace run keeps the
 * plan's strategy and order with the pace as the monthly budget (extra = pace − minimums) and no lump sums: they
 * are the plan's promises, not the user's pace. A pace below the minimums is forecast as paying the minimums (the
 * least a lender accepts), flagged belowMinimums; a pace of zero never pays anything off.
 */
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
  /** The total at the end of run month k+1 (0-based k), "0.00" once paid off; null when it never pays off. */
  endCents(k: number): string | null;
}

const NEVER: Run = {
  dto: { debtFreeDate: null, months: null, totalInterest: null, monthlyBudget: "0.00" },
  months: null,
  interestCents: null,
  endCents: () => null,
};

/** An engine run from this month as a projection (entry 0: the starting total). */
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

/** One projection as the forecast needs it; without open debts there is nothing to run (paid off already, 0 months). */
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
  // The plan itself never pays off, and the pace does.
  if (plan.months === null) return "ahead";
  if (gapMonths! !== 0) return gapMonths! > 0 ? "behind" : "ahead";
  if (gapInterestCents! > INTEREST_TOLERANCE_CENTS) return "behind";
  if (gapInterestCents! < -INTEREST_TOLERANCE_CENTS) return "ahead";
  return "on_pace";
}
