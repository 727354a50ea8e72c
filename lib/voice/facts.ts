import "server-only";
import { userToday } from "@/lib/account/time-zone";
import { clockNow } from "@/lib/clock";
import { calendarMonthOfDay } from "@/lib/dates";
import { db } from "@/lib/db";
import { listOpenDebts } from "@/lib/debts/service";
import { getGamificationSummary } from "@/lib/gamification/service";
import type { StreakDto } from "@/lib/gamification/types";
import { interestInMonth, type MonthInterest } from "@/lib/ledger/service";
import { getSavedPlan, getThisMonth } from "@/lib/plan/service";
import { getProgress } from "@/lib/progress/service";
import type { PlanStrategy } from "@/lib/plan/types";
import { toEngineDebt } from "@/lib/debts/stored";
import { debtUtilization } from "@/lib/debts/utilization";
import { getLatestStrategy } from "@/lib/strategies/read";
import type { StrategyKind } from "@/lib/strategies/types";
import {
  MAX_AMOUNT_CENTS,
  PayoffInputError,
  comparePlans,
  computePlan,
  monthlyInterestCents,
  parseMoneyToCents,
  parseYearMonth,
  percentToBps,
  planMonthToCalendar,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type PlanResult,
  decimalToCents,
} from "@/lib/payoff";

// Both answerers (the local composer and the AI tools) use these functions, so the two can never disagree on a
// number. Plan answers run fresh on the CURRENT open balances, so payments logged since the calculation count.

export interface VoiceFacts {
  /** Month 1 of every plan run here. */
  startMonth: CalendarMonth;
  /** In the order they were added, as the engine takes them. */
  debts: DebtInput[];
  /** As /results shows it. */
  strategy: StrategyFacts | null;
  progress: {
    totalXP: number;
    currentLevel: number;
    currentLevelName: string;
    nextLevelName: string;
    xpToNextLevel: number;
    badgeCount: number;
  };
  streak: StreakDto;
  goals: GoalFacts[];
  plan: SavedPlanFacts | null;
  /** As GET /api/plan/this-month answers, so the figures match that card. */
  thisMonth: ThisMonthFacts;
  interest: MonthInterest[];
  /** As the dashboard's progress card shows it ("Interest paid so far"). */
  interestPaid: { totalCents: number; byDebt: { debtId: string; cents: number }[] };
  /** As the progress card's current month. */
  track: { month: CalendarMonth; actualCents: number; plannedCents: number | null; interestSavedCents: number | null };
}

export interface SavedPlanFacts {
  strategy: PlanStrategy;
  extraPaymentCents: number;
  customOrder: string[] | null;
  lumpSums: LumpSum[];
}

export interface ThisMonthFacts {
  month: CalendarMonth;
  debts: { debtId: string; name: string; plannedCents: number; paidCents: number; remainingCents: number }[];
  debtFreeMonth: CalendarMonth | null;
  /** This month included; 0 when nothing is owed, null when the plan never pays off. */
  monthsLeft: number | null;
}

/** docs/product-rules.md "Debt calculator and results" */
export interface StrategyFacts {
  /** Whose numbers these are. */
  strategy: PlanStrategy;
  orderNames?: string[];
  recommended: StrategyKind;
  recommendedInterestCents: number | null;
  extraPaymentCents: number;
  feasible: boolean;
  totalDebtCents: number;
  totalInterestCents: number | null;
  payoffTimeMonths: number | null;
  debtFreeDate: string | null;
  infeasibleReason: string | null;
  /** High priority on /results. */
  firstDebtName: string | null;
}

export interface GoalFacts {
  goalType: string;
  targetCents: number;
  currentCents: number;
  isCompleted: boolean;
}

export async function loadVoiceFacts(userId: string, now = clockNow()): Promise<VoiceFacts> {
  const startMonth = calendarMonthOfDay(await userToday(userId, now));
  // First on its own: it charges any interest that came due, which the reads below must see.
  const thisMonth = await getThisMonth(userId, now);
  const [debts, strategy, summary, goals, plan, progress, paidByDebt] = await Promise.all([
    listOpenDebts(userId),
    getLatestStrategy(userId, { schedules: false }),
    getGamificationSummary(userId, now),
    db.goal.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { goalType: true, targetAmount: true, currentAmount: true, isCompleted: true },
    }),
    getSavedPlan(userId),
    db.user
      .findUniqueOrThrow({ where: { id: userId }, select: { id: true, subscriptionPlan: true } })
      .then((user) => getProgress(user, now)),
    db.payment.groupBy({ by: ["debtId"], where: { userId }, _sum: { interestPortion: true } }),
  ]);
  const current = progress.months.at(-1);
  return {
    startMonth,
    debts: debts.map(toEngineDebt),
    strategy: strategy && {
      strategy: strategy.savedStrategy,
      ...(strategy.savedOrder && { orderNames: strategy.debts.map((d) => d.name) }),
      recommended: strategy.strategyType,
      recommendedInterestCents: centsOrNull(strategy.comparison[strategy.strategyType].totalInterest),
      extraPaymentCents: parseMoneyToCents(strategy.extraPayment),
      feasible: strategy.feasible,
      totalDebtCents: parseMoneyToCents(strategy.totalDebt),
      totalInterestCents: centsOrNull(strategy.totalInterest),
      payoffTimeMonths: strategy.payoffTimeMonths,
      debtFreeDate: strategy.comparison.saved.debtFreeDate,
      infeasibleReason: strategy.infeasibleReason,
      firstDebtName: strategy.debts[0]?.name ?? null,
    },
    progress: {
      totalXP: summary.totalXP,
      currentLevel: summary.currentLevel,
      currentLevelName: summary.currentLevelName,
      nextLevelName: summary.nextLevelName,
      xpToNextLevel: summary.xpToNextLevel,
      badgeCount: summary.badgesEarned.length,
    },
    streak: summary.streak,
    goals: goals.map((g) => ({
      goalType: g.goalType,
      targetCents: decimalToCents(g.targetAmount),
      currentCents: decimalToCents(g.currentAmount),
      isCompleted: g.isCompleted,
    })),
    plan:
      plan.updatedAt === null
        ? null
        : {
            strategy: plan.strategy,
            extraPaymentCents: parseMoneyToCents(plan.extraPayment),
            customOrder: plan.customOrder,
            lumpSums: plan.lumpSums.map((l) => ({
              amountCents: parseMoneyToCents(l.amount, { allowNegative: true }),
              month: parseYearMonth(l.month)!,
            })),
          },
    thisMonth: {
      month: parseYearMonth(thisMonth.month)!,
      debts: thisMonth.debts.map((d) => ({
        debtId: d.debtId,
        name: d.name,
        plannedCents: parseMoneyToCents(d.planned),
        paidCents: parseMoneyToCents(d.paid),
        remainingCents: parseMoneyToCents(d.remaining),
      })),
      debtFreeMonth: monthOf(thisMonth.debtFreeDate),
      monthsLeft: thisMonth.monthsLeft,
    },
    interest: await interestInMonth(userId, debts, startMonth),
    interestPaid: {
      totalCents: parseMoneyToCents(progress.interestPaidToDate),
      byDebt: paidByDebt.map((p) => ({ debtId: p.debtId, cents: decimalToCents(p._sum.interestPortion ?? 0) })),
    },
    track: {
      month: current ? parseYearMonth(current.month)! : startMonth,
      actualCents: current ? parseMoneyToCents(current.actual) : 0,
      plannedCents: current?.planned ? parseMoneyToCents(current.planned) : null,
      interestSavedCents:
        progress.interestSavedSoFar === null
          ? null
          : parseMoneyToCents(progress.interestSavedSoFar, { allowNegative: true }),
    },
  };
}

export interface TotalDebtFact {
  totalCents: number;
  debts: { name: string; balanceCents: number }[];
}

export function totalDebtFact(facts: VoiceFacts): TotalDebtFact {
  return {
    totalCents: facts.debts.reduce((sum, d) => sum + d.balanceCents, 0),
    debts: facts.debts.map((d) => ({ name: d.name, balanceCents: d.balanceCents })),
  };
}

/** The saved plan, else the calculated strategy, else the engine's pick and no extra. */
export interface PlanBasis {
  strategy: PlanStrategy;
  extraPaymentCents: number;
  customOrder?: string[];
  lumpSums?: LumpSum[];
  isUsersStrategy: boolean;
}

export function planBasis(facts: VoiceFacts): PlanBasis {
  if (facts.plan) {
    const { strategy, extraPaymentCents, customOrder, lumpSums } = facts.plan;
    return { strategy, extraPaymentCents, ...(customOrder && { customOrder }), lumpSums, isUsersStrategy: true };
  }
  // Calculated without a saved plan: the default plan, which the calculation described.
  if (facts.strategy) {
    return {
      strategy: facts.strategy.strategy,
      extraPaymentCents: facts.strategy.extraPaymentCents,
      isUsersStrategy: true,
    };
  }
  const { recommended } = comparePlans({ debts: facts.debts, extraPaymentCents: 0, startMonth: facts.startMonth });
  return { strategy: recommended, extraPaymentCents: 0, isUsersStrategy: false };
}

export type PlanOutcome =
  | { feasible: true; months: number; totalInterestCents: number; debtFreeMonth: CalendarMonth }
  | { feasible: false; reason: string };

export type NextPayoffFact =
  | { kind: "no_debts" }
  | { kind: "unavailable"; reason: string }
  | { kind: "never"; basis: PlanBasis; reason: string }
  | {
      kind: "plan";
      basis: PlanBasis;
      /** The first debt to reach $0.00. */
      next: { name: string; month: CalendarMonth; inMonths: number };
      debtFreeMonth: CalendarMonth;
      months: number;
      debtCount: number;
    };

export function nextPayoffFact(facts: VoiceFacts): NextPayoffFact {
  if (facts.debts.length === 0) return { kind: "no_debts" };
  return guarded<NextPayoffFact>(() => {
    const basis = planBasis(facts);
    const plan = run(facts, basis);
    if (!plan.feasible) return { kind: "never", basis, reason: plan.message };
    const firstId = plan.payoffOrder[0]!;
    const first = plan.debts.find((d) => d.id === firstId)!;
    return {
      kind: "plan",
      basis,
      next: {
        name: first.name,
        month: planMonthToCalendar(facts.startMonth, first.payoffMonth),
        inMonths: first.payoffMonth,
      },
      debtFreeMonth: plan.debtFreeMonth,
      months: plan.months,
      debtCount: facts.debts.length,
    };
  });
}

export type ExtraPaymentFact =
  | { kind: "no_debts" }
  | { kind: "unavailable"; reason: string }
  | {
      kind: "compared";
      basis: PlanBasis;
      /** On top of basis.extraPaymentCents. */
      extraCents: number;
      before: PlanOutcome;
      after: PlanOutcome;
      /** Null unless both plans pay off. */
      saved: { interestCents: number; months: number } | null;
    };

export function extraPaymentFact(facts: VoiceFacts, extraCents: number): ExtraPaymentFact {
  if (facts.debts.length === 0) return { kind: "no_debts" };
  return guarded<ExtraPaymentFact>(() => {
    const basis = planBasis(facts);
    const total = basis.extraPaymentCents + extraCents;
    if (extraCents <= 0 || total > MAX_AMOUNT_CENTS) {
      return { kind: "unavailable", reason: "That amount is outside what I can plan with." };
    }
    const before = outcome(run(facts, basis));
    const after = outcome(run(facts, { ...basis, extraPaymentCents: total }));
    const saved =
      before.feasible && after.feasible
        ? { interestCents: before.totalInterestCents - after.totalInterestCents, months: before.months - after.months }
        : null;
    return { kind: "compared", basis, extraCents, before, after, saved };
  });
}

/** docs/payoff.md "Target order" */
export type TargetReason =
  | { kind: "deferred"; month: CalendarMonth }
  | { kind: "highest_rate" | "smallest_balance" | "custom" | "cash_flow" }
  | { kind: "highest_cost"; cents: number }
  /** Percent null when the target has no limit (no debt left has one). */
  | { kind: "utilization"; percent: number | null };

export type PayFirstFact =
  | { kind: "no_debts" }
  | { kind: "unavailable"; reason: string }
  | { kind: "plan"; basis: PlanBasis; target: DebtInput; reason: TargetReason };

export function payFirstFact(facts: VoiceFacts): PayFirstFact {
  if (facts.debts.length === 0) return { kind: "no_debts" };
  return guarded<PayFirstFact>(() => {
    const basis = planBasis(facts);
    const plan = run(facts, basis);
    const target = facts.debts.find((d) => d.id === plan.targetOrder[0])!;
    return { kind: "plan", basis, target, reason: targetReason(facts, basis, target) };
  });
}

function targetReason(facts: VoiceFacts, basis: PlanBasis, target: DebtInput): TargetReason {
  const promo = target.promo;
  // The engine targets deferred-interest promos still running first, whatever the order.
  if (
    promo?.deferredInterest &&
    monthIndex(promo.endsOn) >= monthIndex(facts.startMonth) &&
    basis.strategy !== "custom"
  ) {
    return { kind: "deferred", month: promo.endsOn };
  }
  switch (basis.strategy) {
    case "avalanche":
      return { kind: "highest_rate" };
    case "snowball":
      return { kind: "smallest_balance" };
    case "custom":
      return { kind: "custom" };
    case "highest_interest_cost":
      return { kind: "highest_cost", cents: monthlyInterestOf(target) };
    case "cash_flow_index":
      return { kind: "cash_flow" };
    case "highest_utilization":
      return { kind: "utilization", percent: debtUtilization(target)?.percent ?? null };
  }
}

export interface DebtFigures {
  id: string;
  name: string;
  balanceCents: number;
  aprPercent: number;
  minPaymentCents: number;
  /** At the regular rate. */
  monthlyInterestCents: number;
  /** Only while still running this month. */
  promo: { aprPercent: number; endsOn: CalendarMonth } | null;
  payoffMonth: CalendarMonth | null;
  payoffInMonths: number | null;
}

export type DebtPlanFact =
  | { kind: "plan"; basis: PlanBasis; debts: DebtFigures[] }
  | { kind: "never"; basis: PlanBasis; reason: string; debts: DebtFigures[] };

/** Only the user's own debts, in the order asked. */
export function debtPlanFact(facts: VoiceFacts, debtIds: readonly string[]): DebtPlanFact & { targetOrder: string[] } {
  const named = debtIds
    .map((id) => facts.debts.find((d) => d.id === id))
    .filter((d): d is DebtInput => d !== undefined);
  const basis = planBasis(facts);
  const plan = named.length === 0 ? null : run(facts, basis);
  const figures = named.map((d): DebtFigures => {
    const outcome = plan?.feasible ? plan.debts.find((o) => o.id === d.id) : undefined;
    const promoRunning = d.promo && monthIndex(d.promo.endsOn) >= monthIndex(facts.startMonth);
    return {
      id: d.id,
      name: d.name,
      balanceCents: d.balanceCents,
      aprPercent: d.aprPercent,
      minPaymentCents: d.minPaymentCents,
      monthlyInterestCents: monthlyInterestOf(d),
      promo: promoRunning ? { aprPercent: d.promo!.aprPercent, endsOn: d.promo!.endsOn } : null,
      payoffMonth: outcome ? planMonthToCalendar(facts.startMonth, outcome.payoffMonth) : null,
      payoffInMonths: outcome?.payoffMonth ?? null,
    };
  });
  const targetOrder = plan?.targetOrder ?? [];
  if (plan && !plan.feasible) return { kind: "never", basis, reason: plan.message, debts: figures, targetOrder };
  return { kind: "plan", basis, debts: figures, targetOrder };
}

export interface CompareDebtsFact {
  basis: PlanBasis;
  debts: [DebtFigures, DebtFigures];
  /** Null when the plan cannot be run. */
  firstId: string | null;
}

/** Null unless both are the user's and distinct. */
export function compareDebtsFact(facts: VoiceFacts, debtIds: readonly string[]): CompareDebtsFact | null {
  const [a, b] = debtIds;
  if (!a || !b || a === b) return null;
  const fact = debtPlanFact(facts, [a, b]);
  const [x, y] = fact.debts;
  if (!x || !y) return null;
  const rank = (id: string) => fact.targetOrder.indexOf(id);
  const firstId = rank(a) < 0 || rank(b) < 0 ? null : rank(a) < rank(b) ? a : b;
  return { basis: fact.basis, debts: [x, y], firstId };
}

function monthlyInterestOf(debt: DebtInput): number {
  return monthlyInterestCents(debt.balanceCents, percentToBps(debt.aprPercent));
}

function monthIndex(m: CalendarMonth): number {
  return m.year * 12 + m.month - 1;
}

/** `debts` replaces today's open balances for a what-if. */
export function run(facts: VoiceFacts, basis: PlanBasis, debts: DebtInput[] = facts.debts): PlanResult {
  const { strategy, extraPaymentCents, customOrder, lumpSums } = basis;
  return computePlan({
    debts,
    strategy,
    extraPaymentCents,
    customOrder,
    lumpSums,
    startMonth: facts.startMonth,
  });
}

export function outcome(plan: PlanResult): PlanOutcome {
  return plan.feasible
    ? {
        feasible: true,
        months: plan.months,
        totalInterestCents: plan.totalInterestCents,
        debtFreeMonth: plan.debtFreeMonth,
      }
    : { feasible: false, reason: plan.message };
}

/** The engine refuses input it cannot run (more debts than it supports): the answer says so instead of failing. */
export function guarded<T>(compute: () => T): T | { kind: "unavailable"; reason: string } {
  try {
    return compute();
  } catch (error) {
    if (error instanceof PayoffInputError) return { kind: "unavailable", reason: error.message };
    throw error;
  }
}

function centsOrNull(amount: string | null): number | null {
  return amount === null ? null : parseMoneyToCents(amount);
}

export function monthOf(yearMonth: string | null): CalendarMonth | null {
  return yearMonth === null ? null : parseYearMonth(yearMonth);
}
