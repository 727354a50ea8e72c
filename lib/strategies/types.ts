// Wire shape of a calculated strategy (POST /api/calculate-strategies, GET /api/strategies/latest).
// Safe to import from client components. Money is decimal strings; months are integers.

import type { WireDebt } from "@/lib/payoff/types";
import type { LumpSumDto, PlanStrategy } from "@/lib/plan/types";

export type StrategyKind = "avalanche" | "snowball";
export type ComparedKind = "avalanche" | "snowball" | "minimums";
/**
 * A plan of the comparison: "saved" is the user's saved plan (docs/product-rules.md "Debt calculator and
 * results": every screen describes it), the others are the alternatives beside it.
 */
export type PlanKind = "saved" | ComparedKind | MoreOrderKind;
/** Orders compared for Pro users only (custom strategies); never the recommendation. */
export type MoreOrderKind = "highest_interest_cost" | "cash_flow_index" | "highest_utilization";

export interface ScheduleDebtRow {
  id: string;
  payment: string;
  interest: string;
  principal: string;
  balance: string;
  /** True when this month's interest was at the promotional rate. */
  promo?: boolean;
  /** Deferred interest charged this month (also inside `interest`); absent when none. */
  deferredInterest?: string;
}

/** A debt's promotional rate as this plan meets it. */
export interface PromoSummaryDto {
  debtId: string;
  name: string;
  promoRate: string;
  /** "YYYY-MM": the last month at the promo rate. */
  endsOn: string;
  deferredInterest: boolean;
  /** Deferred interest charged if a balance is left after `endsOn` (null unless deferred). */
  atRisk: string | null;
  /** What this plan is charged (null: not charged, it is paid off in time). */
  charged: string | null;
  /** "YYYY-MM" the deferred interest is charged in; null when it is not. */
  chargedOn: string | null;
  /**
   * "YYYY-MM" the debt is paid off in this plan; null in a plan that never pays off when the debt was not paid off
   * by the month the engine found that (always after the promo's end).
   */
  paidOffOn: string | null;
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
  /** Debts with a promotional rate that lasts into the plan (absent on strategies stored before promos existed). */
  promos?: PromoSummaryDto[];
  /** Lump sums dated after the debt-free month (absent: none). */
  unusedLumpSums?: LumpSumDto[];
  /**
   * True when `schedule` was left out (empty) of this copy: the calculation's answer leaves out every plan's, the
   * results page's first paint every plan's but the saved one (lib/strategies/first-paint.ts). GET
   * /api/strategies/latest has them all; GET /api/strategies/latest/schedule one plan's, by debt or by months.
   */
  scheduleOmitted?: true;
}

/** GET /api/strategies/latest/schedule: one plan's months of the latest strategy, for one debt or all. */
export interface StrategyScheduleDto {
  strategyId: string;
  kind: PlanKind;
  /** Present when the months carry this debt's rows alone. */
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
  /**
   * The saved plan's strategy, which the headline (totalInterest, payoffTimeMonths, monthlyBudget, extraPayment,
   * feasible, infeasibleReason, debts, interestSavedVsMinimums) and `comparison.saved` describe. Strategies stored
   * before the saved plan was part of the answer say the recommendation here, and their headline is its numbers.
   */
  savedStrategy: PlanStrategy;
  /** A custom saved plan's order as the calculation ran it (debt ids, first target first); absent otherwise. */
  savedOrder?: string[];
  totalDebt: string;
  /** The saved plan's (below too, down to interestSavedVsMinimums). */
  totalInterest: string | null;
  payoffTimeMonths: number | null;
  aiMessage: string | null;
  /**
   * Who wrote aiMessage: "model" (the AI provider; the only text the screens call AI) or "local" (the built-in
   * writer). Null for strategies calculated before this was recorded.
   */
  messageWriter: "model" | "local" | null;
  /** "brief" (Free) or "analysis" (Basic and Pro's longer message). */
  messageDepth: "brief" | "analysis";
  /**
   * True while the model's explanation is still to be streamed (a calculation asked with `message: "stream"` while a
   * model is configured): aiMessage is the built-in writer's meanwhile. Absent otherwise.
   */
  messagePending?: boolean;
  extraPayment: string;
  monthlyBudget: string;
  feasible: boolean;
  infeasibleReason: string | null;
  /** Debts in the saved plan's priority order (first = High priority). */
  debts: StrategyDebtSnapshot[];
  /**
   * The saved plan, avalanche, snowball and minimums always; the more orders when the user could use them (Pro) at
   * the time.
   */
  comparison: Record<"saved" | ComparedKind, PlanSummaryDto> & Partial<Record<MoreOrderKind, PlanSummaryDto>>;
  /**
   * The saved plan's lump sums this calculation applied to the alternatives (every ordered strategy, not minimums
   * only): Pro only. The saved plan's own run keeps its lump sums on any plan (a plan saved on Pro stays the plan).
   */
  lumpSums?: LumpSumDto[];
  /** Interest saved by the recommendation versus the other strategy (null if n/a). */
  interestSavedVsOther: string | null;
  /** Interest saved by the saved plan versus minimums only (null if n/a). */
  interestSavedVsMinimums: string | null;
  /** Negative-amortization and similar warnings, in plain words. */
  warnings: string[];
  /**
   * The debts changed since it was calculated (a payment, interest, a statement, a debt added, edited or removed):
   * its numbers are history, and the screens offer to recalculate. Always false in the answer to a calculation.
   */
  outOfDate?: boolean;
}
