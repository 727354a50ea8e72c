// Money is integer cents; APRs are percents with at most two decimals. The month mechanics: docs/payoff.md.

/** A calendar month. `month` is 1..12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

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

/** docs/payoff.md "Promotional rates" and "Deferred interest". */
export interface PromoInput {
  aprPercent: number;
  /** The LAST calendar month at the promotional rate. */
  endsOn: CalendarMonth;
  deferredInterest?: boolean;
}

export interface DebtInput {
  id: string;
  name: string;
  balanceCents: number;
  aprPercent: number;
  minPaymentCents: number;
  kind?: DebtKind;
  promo?: PromoInput | null;
  /** Only the highest_utilization order reads it; it never changes a month's numbers. */
  creditLimitCents?: number | null;
}

/** A debt as the API sends it and a stored strategy keeps it; debtInputFromWire turns it into a DebtInput exactly. */
export interface WireDebt {
  id: string;
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
  /** Absent on strategies stored before debt kinds and promos existed. */
  kind?: DebtKind;
  promoRate?: string | null;
  promoEndsOn?: string | null;
  deferredInterest?: boolean;
  creditLimit?: string | null;
}

/** Positive adds to that month's budget B; negative lowers it, never below what the month's minimums pay. */
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
export type OrderedStrategy = Exclude<Strategy, "minimums">;
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
  extraPaymentCents?: number;
  strategy: Strategy;
  customOrder?: readonly string[];
  /** The calendar month of the FIRST payment (month 1): the engine never reads the clock. */
  startMonth: CalendarMonth;
  includeSchedule?: boolean;
  lumpSums?: readonly LumpSum[];
}

export interface ScheduleEntry {
  id: string;
  paymentCents: number;
  interestCents: number;
  /** paymentCents - interestCents; negative when the balance grew (negative amortization). */
  principalCents: number;
  balanceCents: number;
  promo?: true;
  /** The deferred sum charged this month, also inside interestCents. */
  deferredInterestCents?: number;
}

export interface MonthRow {
  /** 1-based plan month. */
  month: number;
  /** The debts that were open at the start of this month, in input order. Debts already paid off are left out. */
  perDebt: ScheduleEntry[];
  totalPaymentCents: number;
  totalInterestCents: number;
  totalBalanceCents: number;
}

export interface DebtOutcome {
  id: string;
  name: string;
  payoffMonth: number;
  totalInterestCents: number;
  totalPaidCents: number;
  /** The minimum payment does not reduce the balance: it is <= the first month's interest at the regular rate. */
  negativeAmortization: boolean;
  promo?: PromoOutcome;
}

export interface PromoOutcome {
  endsOn: string;
  endsInMonth: number;
  deferredInterest: boolean;
  /** The deferred interest tallied (0 unless deferred): what is charged if a balance is left after `endsOn`. */
  atRiskCents: number;
  chargedCents: number;
  chargedInMonth: number | null;
}

export interface UnusedLumpSum {
  month: string;
  amountCents: number;
}

export interface NegativeAmortizationWarning {
  code: "negative_amortization";
  debtId: string;
  debtName: string;
  minPaymentCents: number;
  monthlyInterestCents: number;
  message: string;
}

export type PlanWarning = NegativeAmortizationWarning;

export interface FeasiblePlan {
  feasible: true;
  strategy: Strategy;
  months: number;
  debtFreeMonth: CalendarMonth;
  debtFreeDate: string;
  totalInterestCents: number;
  totalPaidCents: number;
  startingBalanceCents: number;
  /** B = extra + the original minimums; for "minimums" month 1's minimums (later months pay less). */
  monthlyBudgetCents: number;
  /** Debt ids in the order they reached $0.00 (same month: in target order; for "minimums": input order). */
  payoffOrder: string[];
  targetOrder: string[];
  debts: DebtOutcome[];
  warnings: PlanWarning[];
  unusedLumpSums: UnusedLumpSum[];
  schedule?: MonthRow[];
}

export type InfeasibleReason = "budget_below_interest" | "exceeds_max_months";

export interface InfeasiblePlan {
  feasible: false;
  strategy: Strategy;
  reason: InfeasibleReason;
  message: string;
  stuckDebtIds: string[];
  startingBalanceCents: number;
  monthlyBudgetCents: number;
  targetOrder: string[];
  warnings: PlanWarning[];
  /** A plan that never pays off still meets its promos (docs/payoff.md "When a plan never pays off"). */
  promos: PromoDebtOutcome[];
}

export interface PromoDebtOutcome {
  id: string;
  name: string;
  /** Null: the promo ended with a balance left (the verdict always comes after the promo's end). */
  payoffMonth: number | null;
  promo: PromoOutcome;
}

export type PlanResult = FeasiblePlan | InfeasiblePlan;

export interface CompareInput {
  debts: readonly DebtInput[];
  extraPaymentCents?: number;
  startMonth: CalendarMonth;
  includeSchedule?: boolean;
  lumpSums?: readonly LumpSum[];
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
  recommended: "avalanche" | "snowball";
  interestSavedVsMinimumsCents: number | null;
  monthsSavedVsMinimums: number | null;
  /** Usually >= 0, but cent rounding of the monthly interest can make it a few cents negative. */
  snowballExtraInterestCents: number | null;
  snowballExtraMonths: number | null;
  warnings: PlanWarning[];
}

export interface TargetDateInput {
  debts: readonly DebtInput[];
  strategy: OrderedStrategy;
  customOrder?: readonly string[];
  startMonth: CalendarMonth;
  target: CalendarMonth;
  /** "cent" (default): the answer is the smallest whole-cent extra; "dollar": the smallest multiple of 100 cents. */
  granularity?: "cent" | "dollar";
  includeSchedule?: boolean;
}

export interface TargetDateResult {
  extraPaymentCents: number;
  plan: FeasiblePlan;
}
