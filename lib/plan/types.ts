// Money is decimal strings ("123.45"); months are "YYYY-MM".

export type PlanStrategy =
  "avalanche" | "snowball" | "custom" | "highest_interest_cost" | "cash_flow_index" | "highest_utilization";

/** A dated lump sum of the saved plan (Pro): added to that month's budget; negative lowers it (a tight month). */
export interface LumpSumDto {
  amount: string;
  month: string;
}

export interface PlanDto {
  strategy: PlanStrategy;
  /** Every minimum included (docs/payoff.md "The saved plan"). */
  monthlyBudget: string;
  /** Derived: the budget less the minimums of the debts open now, paid on top of them to the current target. */
  extraPayment: string;
  /** Custom plans only: the saved order's open debts, then open debts added since. */
  customOrder: string[] | null;
  lumpSums: LumpSumDto[];
  /** ISO time the user last chose the plan; null when they never did (the answer is then the default plan). */
  updatedAt: string | null;
}

export type PlanStatus = "on_track" | "ahead" | "behind";

export interface ThisMonthDebtDto {
  debtId: string;
  name: string;
  dueDay: number | null;
  planned: string;
  paid: string;
  /** planned - paid, never below 0; 0 once the debt is paid off. */
  remaining: string;
  paidOff: boolean;
}

export interface ThisMonthDto {
  month: string;
  strategy: PlanStrategy;
  monthlyBudget: string;
  extraPayment: string;
  debts: ThisMonthDebtDto[];
  totalPlanned: string;
  totalPaid: string;
  complete: boolean;
  status: PlanStatus;
  debtFreeDate: string | null;
  monthsLeft: number | null;
  /** Null when no open debt has a limit (docs/product-rules.md "Credit limits and utilization"). */
  utilization: ThisMonthUtilizationDto | null;
}

export interface ThisMonthUtilizationDto {
  percent: number;
  under30: string | null;
  under10: string | null;
}

export const PLAN_STRATEGY_NAMES: Record<PlanStrategy, string> = {
  avalanche: "Avalanche",
  snowball: "Snowball",
  custom: "Custom order",
  highest_interest_cost: "Highest interest cost",
  cash_flow_index: "Cash flow index",
  highest_utilization: "Highest utilization",
};
