// GET /api/progress (docs/payoff.md "The saved plan"); client-safe. Money: decimal strings; months: "YYYY-MM" UTC.

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
  interestPaidToDate: string;
  /** Minimums-only interest through this month less the ledger's through today (negative: charged more). */
  interestSavedSoFar: string | null;
  startMonth: string | null;
  limited: boolean;
  upgradeMessage: string | null;
}

// GET /api/progress/forecast (Pro; docs/product-rules.md "Plans and limits").

/** The debt-free month at the actual pace against the plan's; in the same month, interest beyond $1 decides. */
export type ForecastStatus = "ahead" | "on_pace" | "behind" | "not_enough_history" | "never_at_this_pace";

/** One run of the payoff engine from today's open balances; its nulls mean it never pays off. */
export interface ForecastRunDto {
  debtFreeDate: string | null;
  /** This month counts as 1; 0 without open debts. */
  months: number | null;
  totalInterest: string | null;
  monthlyBudget: string;
}

export interface ForecastPaceDto {
  monthly: string | null;
  months: number;
  from: string | null;
  through: string | null;
  minimums: string;
  /** The pace is below the minimums: the forecast is the minimums-only run. */
  belowMinimums: boolean;
}

export interface ForecastMonthDto {
  month: string;
  plan: string | null;
  atPace: string | null;
}

export interface ForecastDto {
  status: ForecastStatus;
  pace: ForecastPaceDto;
  plan: ForecastRunDto;
  /** The same order at the actual pace, without lump sums; null without a pace. */
  atPace: ForecastRunDto | null;
  /** atPace − plan, so positive is later; null unless both pay off. Same for gapInterest. */
  gapMonths: number | null;
  gapInterest: string | null;
  startingBalance: string;
  startMonth: string;
  series: ForecastMonthDto[];
}
