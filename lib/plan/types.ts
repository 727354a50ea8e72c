// Wire shapes of the saved plan (GET/PUT /api/plan) and of this month's part of it (GET /api/plan/this-month).
// Safe to import from client components. Money is decimal strings ("123.45"); months are "YYYY-MM".

export type PlanStrategy =
  "avalanche" | "snowball" | "custom" | "highest_interest_cost" | "cash_flow_index" | "highest_utilization";

/** A dated lump sum of the saved plan (Pro): added to that month's budget; negative lowers it (a tight month). */
export interface LumpSumDto {
  /** Signed decimal string, not zero: "500.00", "-150.00". */
  amount: string;
  /** "YYYY-MM". */
  month: string;
}

export interface PlanDto {
  strategy: PlanStrategy;
  /**
   * What the user pays toward debt each month, every minimum included (docs/payoff.md "The saved plan"). A payoff
   * leaves it unchanged: the freed minimum rolls over to the next target.
   */
  monthlyBudget: string;
  /** Derived: the budget less the minimums of the debts open now, paid on top of them to the current target. */
  extraPayment: string;
  /**
   * Custom plans only (else null): debt ids in target order, as the plan runs today: the saved order's open debts,
   * then open debts added since, in the order they were added.
   */
  customOrder: string[] | null;
  /** Dated lump sums, by month (Pro; empty otherwise). */
  lumpSums: LumpSumDto[];
  /** ISO time the user last chose the plan; null when they never did (the answer is then the default plan). */
  updatedAt: string | null;
}

export type PlanStatus = "on_track" | "ahead" | "behind";

export interface ThisMonthDebtDto {
  debtId: string;
  name: string;
  dueDay: number | null;
  /** What the plan pays this debt this month (its minimum, plus the extra when it is the target). */
  planned: string;
  /** Payments to it dated this month (UTC). */
  paid: string;
  /** planned - paid, never below 0; 0 once the debt is paid off. */
  remaining: string;
  /** Paid off during this month (its row stays, with its payments). */
  paidOff: boolean;
}

export interface ThisMonthDto {
  month: string;
  strategy: PlanStrategy;
  /** The plan's monthly budget (every minimum included) and the extra it leaves over today's open debts' minimums. */
  monthlyBudget: string;
  extraPayment: string;
  /** The debts open at the month's start or added during it (paid off since: marked), in the order they were added. */
  debts: ThisMonthDebtDto[];
  totalPlanned: string;
  totalPaid: string;
  /** Every planned amount of the month is paid. */
  complete: boolean;
  /** Today's total balance against the current plan version's projection (docs/payoff.md "The saved plan"). */
  status: PlanStatus;
  /**
   * From today's balances, this month paying what is left of its plan and every later month the full budget:
   * "YYYY-MM" of the last payment; null when the plan never pays off or nothing is owed.
   */
  debtFreeDate: string | null;
  /** Payment months left, this one included; 0 when nothing is owed, null when the plan never pays off. */
  monthsLeft: number | null;
  /**
   * The open debts with a credit limit together, and when this projection takes them under 30% and 10% used
   * (docs/product-rules.md "Credit limits and utilization"); null when no open debt has a limit.
   */
  utilization: ThisMonthUtilizationDto | null;
}

export interface ThisMonthUtilizationDto {
  /** Whole percent of the limits used today, rounded down. */
  percent: number;
  /**
   * "already" when today's figure is under the mark; else the first month ("YYYY-MM") whose projected balances are
   * under it; null when the projection never gets there (a plan that never pays off).
   */
  under30: string | null;
  under10: string | null;
}

/** What the screens call each strategy. */
export const PLAN_STRATEGY_NAMES: Record<PlanStrategy, string> = {
  avalanche: "Avalanche",
  snowball: "Snowball",
  custom: "Custom order",
  highest_interest_cost: "Highest interest cost",
  cash_flow_index: "Cash flow index",
  highest_utilization: "Highest utilization",
};
