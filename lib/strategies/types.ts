// Wire shape of a calculated strategy (POST /api/calculate-strategies, GET /api/strategies/latest).
// Safe to import from client components. Money is decimal strings; months are integers.

export type StrategyKind = "avalanche" | "snowball";
export type ComparedKind = "avalanche" | "snowball" | "minimums";

export interface ScheduleDebtRow {
  id: string;
  payment: string;
  interest: string;
  principal: string;
  balance: string;
}

export interface ScheduleMonth {
  /** 1-based month of the plan. */
  month: number;
  /** Calendar month "YYYY-MM". */
  date: string;
  totalPayment: string;
  totalBalance: string;
  debts: ScheduleDebtRow[];
}

export interface PlanSummaryDto {
  feasible: boolean;
  months: number | null;
  totalInterest: string | null;
  totalPaid: string | null;
  /** "YYYY-MM", null when the plan never pays off. */
  debtFreeDate: string | null;
  payoffOrder: { id: string; name: string; payoffMonth: number | null }[];
  /** Human explanation when infeasible ("never pays off" and why). */
  reason: string | null;
  schedule: ScheduleMonth[];
}

export interface StrategyDebtSnapshot {
  id: string;
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
}

/** What the dashboard card shows of the latest strategy: a few hundred bytes instead of the full schedules. */
export type StrategySummaryDto = Pick<
  StrategyDto,
  "id" | "createdAt" | "strategyType" | "totalInterest" | "payoffTimeMonths" | "aiMessage" | "feasible" | "infeasibleReason" | "outOfDate"
>;

export interface StrategyDto {
  id: string;
  createdAt: string;
  /** The recommended strategy. */
  strategyType: StrategyKind;
  totalDebt: string;
  totalInterest: string | null;
  payoffTimeMonths: number | null;
  aiMessage: string | null;
  extraPayment: string;
  monthlyBudget: string;
  feasible: boolean;
  infeasibleReason: string | null;
  /** Debts in the recommended strategy's priority order (first = High priority). */
  debts: StrategyDebtSnapshot[];
  comparison: Record<ComparedKind, PlanSummaryDto>;
  /** Interest saved by the recommendation versus the other strategy and versus minimums only (null if n/a). */
  interestSavedVsOther: string | null;
  interestSavedVsMinimums: string | null;
  /** Negative-amortization and similar warnings, in plain words. */
  warnings: string[];
  /**
   * The debts changed since it was calculated (a payment, interest, a statement, a debt added, edited or removed):
   * its numbers are history, and the screens offer to recalculate. Always false in the answer to a calculation.
   */
  outOfDate?: boolean;
}
