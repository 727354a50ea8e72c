/**
 * Types of the payoff engine. All money is integer cents (never floats of dollars); APRs are percents with at most
 * two decimals (18.99 = 18.99 %). The binding month mechanics, with worked examples: docs/payoff.md.
 */

/** A calendar month. `month` is 1..12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** What kind of debt it is. Shown on cards and in letters; it never changes the math. */
export type DebtKind = "credit_card" | "auto" | "student" | "mortgage" | "personal" | "medical" | "other";
export const DEBT_KINDS: readonly DebtKind[] = [
  "credit_card",
  "auto",
  "student",
  "mortgage",
  "personal",
  "medical",
  "other",
];

/**
 * A promotional rate (docs/payoff.md, "Promotional rates"): plan months whose calendar month is on or before
 * `endsOn` charge `aprPercent`; later months the debt's regular `aprPercent`.
 */
export interface PromoInput {
  /** Percent, 0 allowed, at most two decimals. */
  aprPercent: number;
  /** The LAST calendar month at the promotional rate. A promo that ended before the plan's first month is ignored. */
  endsOn: CalendarMonth;
  /**
   * Deferred interest (store cards): during the promo the regular-rate interest is tallied too, and charged in
   * one sum at the start of the month after `endsOn` when the debt is not paid off by then.
   */
  deferredInterest?: boolean;
}

export interface DebtInput {
  /** Unique within one plan. */
  id: string;
  name: string;
  /** Current balance, integer cents, > 0. */
  balanceCents: number;
  /** Regular annual percentage rate in percent, 0..999.99, at most two decimals (18.99). */
  aprPercent: number;
  /** Minimum monthly payment, integer cents, >= 0. */
  minPaymentCents: number;
  /** Default "other". No effect on the math. */
  kind?: DebtKind;
  promo?: PromoInput | null;
  /**
   * Credit limit, integer cents, > 0; absent or null: none. Only the highest_utilization order reads it
   * (docs/payoff.md "Target order"); it never changes a month's numbers.
   */
  creditLimitCents?: number | null;
}

/**
 * A debt as the API sends it and as a stored strategy keeps it: decimal strings for money and rate; the promo's last
 * month as "YYYY-MM". debtInputFromWire (money.ts) turns it into a DebtInput exactly.
 */
export interface WireDebt {
  id: string;
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
  /** Absent on strategies stored before debt kinds and promos existed. */
  kind?: DebtKind;
  /** Null or absent: no promotional rate. */
  promoRate?: string | null;
  promoEndsOn?: string | null;
  deferredInterest?: boolean;
  /** Decimal string; null or absent: no credit limit. */
  creditLimit?: string | null;
}

/**
 * A dated one-off change of a month's budget ("snowflake"): positive adds to the budget B that month (after the
 * minimums it goes to the current target and cascades like the extra); negative lowers the budget that month,
 * never below what that month's minimums pay.
 */
export interface LumpSum {
  amountCents: number;
  month: CalendarMonth;
}

/** The strategies the engine can run. "minimums" is the minimums-only baseline (no extra, no rollover). */
export type Strategy =
  | "avalanche"
  | "snowball"
  | "custom"
  | "highest_interest_cost"
  | "cash_flow_index"
  | "highest_utilization"
  | "minimums";
/** Strategies that spend a constant monthly budget in a fixed target order (everything but "minimums"). */
export type OrderedStrategy = Exclude<Strategy, "minimums">;
/** Every ordered strategy: the ones a saved plan can follow. */
export const ORDERED_STRATEGIES: readonly OrderedStrategy[] = [
  "avalanche",
  "snowball",
  "custom",
  "highest_interest_cost",
  "cash_flow_index",
  "highest_utilization",
];
/** The orders beyond avalanche and snowball, offered to Pro as custom strategies. */
export type MoreOrderStrategy = "highest_interest_cost" | "cash_flow_index" | "highest_utilization";
export const MORE_ORDER_STRATEGIES: readonly MoreOrderStrategy[] = [
  "highest_interest_cost",
  "cash_flow_index",
  "highest_utilization",
];

export interface PlanInput {
  debts: readonly DebtInput[];
  /** Extra monthly payment on top of the minimums, integer cents >= 0. Ignored by "minimums". Default 0. */
  extraPaymentCents?: number;
  strategy: Strategy;
  /** Debt ids in target order; required for "custom". Ids left out follow in input order. */
  customOrder?: readonly string[];
  /**
   * The calendar month of the FIRST payment (month 1 of the plan). The engine never reads the clock, so the
   * caller passes it (see `calendarMonthOf`). The debt-free month is `startMonth + months - 1`.
   */
  startMonth: CalendarMonth;
  /** Build the month-by-month schedule. Default false (cheaper). */
  includeSchedule?: boolean;
  /** Dated lump sums; ignored by "minimums". Several in one month add up. */
  lumpSums?: readonly LumpSum[];
}

export interface ScheduleEntry {
  id: string;
  /** What was paid to this debt this month (minimum + any share of the extra). */
  paymentCents: number;
  /** Interest added this month (before the payment). */
  interestCents: number;
  /** paymentCents - interestCents; negative when the balance grew (negative amortization). */
  principalCents: number;
  /** Balance after this month's interest and payment. */
  balanceCents: number;
  /** Present (true) when this month's interest was charged at the promotional rate. */
  promo?: true;
  /**
   * Present when deferred interest was charged this month (the month after the promo ended with a balance left):
   * that sum, which is also inside interestCents.
   */
  deferredInterestCents?: number;
}

export interface MonthRow {
  /** 1-based plan month. */
  month: number;
  /** The debts that were open at the start of this month, in input order. Debts already paid off are left out. */
  perDebt: ScheduleEntry[];
  totalPaymentCents: number;
  totalInterestCents: number;
  /** Sum of all balances after this month. */
  totalBalanceCents: number;
}

export interface DebtOutcome {
  id: string;
  name: string;
  /** 1-based plan month in which the balance reached $0.00. */
  payoffMonth: number;
  totalInterestCents: number;
  /** Starting balance + interest. */
  totalPaidCents: number;
  /** The minimum payment does not reduce the balance: it is <= the first month's interest at the regular rate. */
  negativeAmortization: boolean;
  /** Set when the debt has a promotional rate that lasts into the plan. */
  promo?: PromoOutcome;
}

export interface PromoOutcome {
  /** "YYYY-MM": the last month at the promotional rate. */
  endsOn: string;
  /** Plan month of that last promo month (1-based). */
  endsInMonth: number;
  deferredInterest: boolean;
  /**
   * Deferred interest tallied over the plan's promo months (0 unless deferred): what is charged if a balance is
   * left after `endsOn`.
   */
  atRiskCents: number;
  /** What this plan actually charges: atRiskCents or 0. */
  chargedCents: number;
  /** Plan month the deferred interest is charged in (the month after endsInMonth); null when it is not charged. */
  chargedInMonth: number | null;
}

/** A lump sum the plan could not use: its month is after the debt-free month (or before the first month). */
export interface UnusedLumpSum {
  /** "YYYY-MM". */
  month: string;
  amountCents: number;
}

export interface NegativeAmortizationWarning {
  code: "negative_amortization";
  debtId: string;
  debtName: string;
  minPaymentCents: number;
  /** Interest the debt adds in the first month. */
  monthlyInterestCents: number;
  message: string;
}

export type PlanWarning = NegativeAmortizationWarning;

export interface FeasiblePlan {
  feasible: true;
  strategy: Strategy;
  /** Months until every debt is at $0.00 (1..1200). */
  months: number;
  /** Calendar month of the last payment. */
  debtFreeMonth: CalendarMonth;
  /** "YYYY-MM" of debtFreeMonth. */
  debtFreeDate: string;
  totalInterestCents: number;
  /** startingBalanceCents + totalInterestCents. */
  totalPaidCents: number;
  startingBalanceCents: number;
  /**
   * The constant monthly budget B = extra + sum of original minimums. For "minimums" it is the sum of the minimums
   * in month 1 (later months pay less as debts close, because nothing rolls over).
   */
  monthlyBudgetCents: number;
  /** Debt ids in the order they reached $0.00 (same month: in target order; for "minimums": input order). */
  payoffOrder: string[];
  /** The fixed target order used (debt ids). For "minimums": input order. */
  targetOrder: string[];
  /** Per debt, in input order. */
  debts: DebtOutcome[];
  warnings: PlanWarning[];
  /** Lump sums dated outside the plan's months (after payoff or before the first month), in input order. */
  unusedLumpSums: UnusedLumpSum[];
  schedule?: MonthRow[];
}

export type InfeasibleReason = "budget_below_interest" | "exceeds_max_months";

export interface InfeasiblePlan {
  feasible: false;
  strategy: Strategy;
  reason: InfeasibleReason;
  /** Human explanation with the numbers, ready to show. */
  message: string;
  /** Debts that can never be paid off, when the engine can name them (else empty). */
  stuckDebtIds: string[];
  startingBalanceCents: number;
  monthlyBudgetCents: number;
  targetOrder: string[];
  warnings: PlanWarning[];
  /**
   * Each debt with a promotional rate that lasts into the plan, in input order: a plan that never pays off still
   * meets its promos, and deferred interest is charged in it like in any other (docs/payoff.md, "When a plan never
   * pays off").
   */
  promos: PromoDebtOutcome[];
}

/** A debt's promo in a plan that never pays off. */
export interface PromoDebtOutcome {
  id: string;
  name: string;
  /**
   * Plan month the debt reached $0.00 in; null when it did not by the month the plan was found never to pay off
   * (always after the promo's end, so null means the promo ended with a balance left).
   */
  payoffMonth: number | null;
  promo: PromoOutcome;
}

export type PlanResult = FeasiblePlan | InfeasiblePlan;

export interface CompareInput {
  debts: readonly DebtInput[];
  extraPaymentCents?: number;
  startMonth: CalendarMonth;
  includeSchedule?: boolean;
  /** Applied to every ordered strategy compared (not to minimums only). */
  lumpSums?: readonly LumpSum[];
  /** Also run highest_interest_cost, cash_flow_index and highest_utilization (Pro). Default false. */
  moreOrders?: boolean;
}

export interface PlanComparison {
  avalanche: PlanResult;
  snowball: PlanResult;
  minimums: PlanResult;
  /** Present when `moreOrders` was asked for. Never the recommendation. */
  highest_interest_cost?: PlanResult;
  cash_flow_index?: PlanResult;
  highest_utilization?: PlanResult;
  /**
   * The strategy with less total interest; tie -> fewer months; tie -> avalanche. A feasible plan always beats an
   * infeasible one; when neither is feasible: avalanche.
   */
  recommended: "avalanche" | "snowball";
  /** Minimums-only interest minus the recommended plan's interest; null unless both are feasible. */
  interestSavedVsMinimumsCents: number | null;
  /** Minimums-only months minus the recommended plan's months; null unless both are feasible. */
  monthsSavedVsMinimums: number | null;
  /**
   * Snowball interest minus avalanche interest; null unless both are feasible. Usually >= 0, but cent rounding of
   * the monthly interest can make it a few cents negative (see tests/unit/payoff).
   */
  snowballExtraInterestCents: number | null;
  /** Snowball months minus avalanche months; null unless both are feasible. */
  snowballExtraMonths: number | null;
  /** Negative-amortization warnings (the same for every strategy). */
  warnings: PlanWarning[];
}

export interface TargetDateInput {
  debts: readonly DebtInput[];
  strategy: OrderedStrategy;
  customOrder?: readonly string[];
  startMonth: CalendarMonth;
  /** Be debt-free with the last payment in this calendar month or earlier. */
  target: CalendarMonth;
  /** "cent" (default): the answer is the smallest whole-cent extra; "dollar": the smallest multiple of 100 cents. */
  granularity?: "cent" | "dollar";
  includeSchedule?: boolean;
}

export interface TargetDateResult {
  /** Smallest extra monthly payment (cents) that reaches the target. 0 when the minimums already do. */
  extraPaymentCents: number;
  /** The plan at that extra payment (feasible, debtFreeMonth <= target). */
  plan: FeasiblePlan;
}
