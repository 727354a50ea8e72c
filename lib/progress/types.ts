// Wire shape of GET /api/progress ("Actual progress", docs/payoff.md "The saved plan"). Safe to import from client
// components.
// Money is decimal strings ("1234.56"); months are "YYYY-MM" UTC calendar months.

export interface ProgressMonthDto {
  month: string;
  /** The total balance of the user's (non-archived) debts at the end of the month per the ledger; this month: today. */
  actual: string;
  /** The plan version in force at the month's end, its projection for that end; null before the first version or while the plan never pays off. The first entry is the start point: the month before tracking began, where all three lines stand at the opening total. */
  planned: string | null;
  /** What paying only the minimums since each debt was added would have left at the month's end; null when it cannot be computed. */
  minimumsOnly: string | null;
}

export interface ProgressDto {
  /** Oldest first, ending with the current month (at most 120). Only the current month when `limited`. */
  months: ProgressMonthDto[];
  /** The interest part of every payment the user logged. */
  interestPaidToDate: string;
  /**
   * Interest the minimums-only run charges through the current month less the interest the ledger charged through
   * today. Negative when the user was charged more than minimums only would have cost (e.g. new charges); null
   * without a minimums-only line.
   */
  interestSavedSoFar: string | null;
  /** The month the first plan version began; null without one. */
  startMonth: string | null;
  /** True on plans without progress analytics: only the current month is answered. */
  limited: boolean;
  /** Why the history is missing and which plan has it, when `limited`; else null. */
  upgradeMessage: string | null;
}

// Wire shape of GET /api/progress/forecast ("Forecasting", Pro; docs/product-rules.md "Plans and limits").

/**
 * ahead / behind / on_pace: the debt-free month at the actual pace against the plan's (same month: the interest,
 * beyond $1, decides). not_enough_history: no full month of tracking yet, so no pace. never_at_this_pace: the
 * debts are never paid off at that pace (nothing paid, or less than the interest).
 */
export type ForecastStatus = "ahead" | "on_pace" | "behind" | "not_enough_history" | "never_at_this_pace";

/** One run of the payoff engine from today's open balances. */
export interface ForecastRunDto {
  /** "YYYY-MM" of the last payment; null when the run never pays off (or there is nothing to pay). */
  debtFreeDate: string | null;
  /** Months from this one (this month counts as 1); null when it never pays off; 0 without open debts. */
  months: number | null;
  /** Interest over the run; null when it never pays off. */
  totalInterest: string | null;
  /** What the run pays each month (the plan's lump sums come on top). */
  monthlyBudget: string;
}

export interface ForecastPaceDto {
  /** Payments logged over the counted months divided by their number; null without a full month of history. */
  monthly: string | null;
  /** How many of the last three full months were counted (0 to 3): fewer when tracking started later. */
  months: number;
  /** The counted months, "YYYY-MM"; null when none. */
  from: string | null;
  through: string | null;
  /** The sum of the open debts' minimums today. */
  minimums: string;
  /** The pace is below the minimums: the forecast is the minimums-only run. */
  belowMinimums: boolean;
}

export interface ForecastMonthDto {
  /** "YYYY-MM": the values are the total balance at this month's end. */
  month: string;
  plan: string | null;
  atPace: string | null;
}

export interface ForecastDto {
  status: ForecastStatus;
  pace: ForecastPaceDto;
  /** The saved plan (its strategy, extra payment, order and lump sums) from today's balances. */
  plan: ForecastRunDto;
  /** The same order at the actual pace, without lump sums; null without a pace. */
  atPace: ForecastRunDto | null;
  /** atPace.months − plan.months: positive is later than the plan. Null unless both pay off. */
  gapMonths: number | null;
  /** atPace.totalInterest − plan.totalInterest, signed: negative is less interest than the plan. Null unless both pay off. */
  gapInterest: string | null;
  /** Today's total open balance, where both lines start. */
  startingBalance: string;
  /** The first month of both runs (this month). */
  startMonth: string;
  /**
   * Both runs' month-end totals from startMonth until the later run pays off (the engine's horizon at most); empty
   * without open debts.
   */
  series: ForecastMonthDto[];
}
