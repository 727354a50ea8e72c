// Money is decimal strings; plan months are integers.

import type { WireDebt } from "@/lib/payoff/types";
import type { LumpSumDto, PlanStrategy } from "@/lib/plan/types";

export type StrategyKind = "avalanche" | "snowball";
export type ComparedKind = "avalanche" | "snowball" | "minimums";
/** "saved" is the plan every screen describes (docs/product-rules.md "Debt calculator and results"). */
export type PlanKind = "saved" | ComparedKind | MoreOrderKind;
/** Orders compared for Pro users only (custom strategies); never the recommendation. */
export type MoreOrderKind = "highest_interest_cost" | "cash_flow_index" | "highest_utilization";

export interface ScheduleDebtRow {
  id: string;
  payment: string;
  interest: string;
  principal: string;
  balance: string;
  promo?: boolean;
  /** Deferred interest charged this month (also inside `interest`); absent when none. */
  deferredInterest?: string;
}

export interface PromoSummaryDto {
  debtId: string;
  name: string;
  promoRate: string;
  endsOn: string;
  deferredInterest: boolean;
  atRisk: string | null;
  charged: string | null;
  chargedOn: string | null;
  /** Null in a plan that never pays off when the debt was still owed at the verdict (after the promo's end). */
  paidOffOn: string | null;
}

export interface ScheduleMonth {
  /** 1-based month of the plan. */
  month: number;
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
  debtFreeDate: string | null;
  payoffOrder: { id: string; name: string; payoffMonth: number | null }[];
  reason: string | null;
  schedule: ScheduleMonth[];
  /** Debts with a promotional rate that lasts into the plan (absent on strategies stored before promos existed). */
  promos?: PromoSummaryDto[];
  unusedLumpSums?: LumpSumDto[];
  /** `schedule` was left out of this copy (lib/strategies/first-paint.ts); .../latest/schedule has it. */
  scheduleOmitted?: true;
}

export interface StrategyScheduleDto {
  strategyId: string;
  kind: PlanKind;
  debtId?: string;
  months: ScheduleMonth[];
}

/** The debts a strategy was computed from, as they were then (the wire shape of a debt). */
export type StrategyDebtSnapshot = WireDebt;

/** What the dashboard card shows of the latest strategy: a few hundred bytes instead of the full schedules. */
export type StrategySummaryDto = Pick<
  StrategyDto,
  | "id"
  | "createdAt"
  | "strategyType"
  | "savedStrategy"
  | "totalInterest"
  | "payoffTimeMonths"
  | "aiMessage"
  | "messageWriter"
  | "messageDepth"
  | "feasible"
  | "infeasibleReason"
  | "outOfDate"
>;

export interface StrategyDto {
  id: string;
  createdAt: string;
  /** The recommended strategy (avalanche or snowball): an alternative unless it is also the saved plan. */
  strategyType: StrategyKind;
  /** What the headline and `comparison.saved` describe; rows from before the saved plan say the recommendation here. */
  savedStrategy: PlanStrategy;
  /** A custom saved plan's order as the calculation ran it (debt ids, first target first); absent otherwise. */
  savedOrder?: string[];
  totalDebt: string;
  /** The saved plan's (below too, down to interestSavedVsMinimums). */
  totalInterest: string | null;
  payoffTimeMonths: number | null;
  aiMessage: string | null;
  /** "model" is the only text the screens call AI; null on strategies from before this was recorded. */
  messageWriter: "model" | "local" | null;
  /** "brief" (Free) or "analysis" (Basic and Pro's longer message). */
  messageDepth: "brief" | "analysis";
  /** While the model's explanation is still to be streamed; aiMessage is the built-in writer's meanwhile. */
  messagePending?: boolean;
  extraPayment: string;
  monthlyBudget: string;
  feasible: boolean;
  infeasibleReason: string | null;
  /** Debts in the saved plan's priority order (first = High priority). */
  debts: StrategyDebtSnapshot[];
  /** The more orders only when the user had Pro at the time. */
  comparison: Record<"saved" | ComparedKind, PlanSummaryDto> & Partial<Record<MoreOrderKind, PlanSummaryDto>>;
  /** Applied to the alternatives on Pro only; the saved plan's own run keeps its lump sums on any plan. */
  lumpSums?: LumpSumDto[];
  interestSavedVsOther: string | null;
  interestSavedVsMinimums: string | null;
  warnings: string[];
  /** Its numbers are history and the screens offer to recalculate; always false in a calculation's answer. */
  outOfDate?: boolean;
}
