// Wire shape of GET /api/progress (issue 14 item 6, "Actual progress"). Safe to import from client components.
// Money is decimal strings ("1234.56"); months are "YYYY-MM" UTC calendar months.

export interface ProgressMonthDto {
  month: string;
  /** The total balance of the user's (non-archived) debts at the end of the month per the ledger; this month: today. */
  actual: string;
  /** The first saved plan's projection for the month's end; null before the plan started or without one. */
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
  /** The month the first saved plan's projection starts; null without a saved plan. */
  startMonth: string | null;
  /** True on plans without progress analytics: only the current month is answered. */
  limited: boolean;
  /** Why the history is missing and which plan has it, when `limited`; else null. */
  upgradeMessage: string | null;
}
