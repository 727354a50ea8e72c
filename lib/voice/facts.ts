import "server-only";
import { db } from "@/lib/db";
import { listOpenDebts } from "@/lib/debts/service";
import { getGamificationSummary } from "@/lib/gamification/service";
import type { StreakDto } from "@/lib/gamification/types";
import { getLatestStrategy, toEngineDebt } from "@/lib/strategies/service";
import type { StrategyKind } from "@/lib/strategies/types";
import {
  MAX_AMOUNT_CENTS,
  PayoffInputError,
  calendarMonthOf,
  comparePlans,
  computePlan,
  parseMoneyToCents,
  parseYearMonth,
  planMonthToCalendar,
  type CalendarMonth,
  type DebtInput,
  type PlanResult,
  decimalToCents,
} from "@/lib/payoff";

// What the assistant knows about one user, read once per question (loadVoiceFacts), and the answers derived
// from it with the payoff engine. Both answerers use these same functions: the local composer (./answer.ts)
// and the AI tools (./ai-answer.ts), so the two can never disagree on a number.
//
// "Next debt paid off" and "what an extra $X saves" are run fresh on the CURRENT open balances (payments logged
// since the strategy was calculated count), with the user's current strategy and extra payment, from this
// calendar month (UTC), exactly as the strategy service plans. Without a calculated strategy the engine's
// recommendation and no extra are used.

export interface VoiceFacts {
  /** Month 1 of every plan run here: the current calendar month (UTC). */
  startMonth: CalendarMonth;
  /** Open debts in the order they were added, as the engine takes them. */
  debts: DebtInput[];
  /** The latest calculated strategy, as /results shows it; null before the first calculation. */
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
  /** Oldest first. */
  goals: GoalFacts[];
}

export interface StrategyFacts {
  strategyType: StrategyKind;
  extraPaymentCents: number;
  feasible: boolean;
  totalDebtCents: number;
  totalInterestCents: number | null;
  payoffTimeMonths: number | null;
  /** "YYYY-MM", null when the plan never pays off. */
  debtFreeDate: string | null;
  infeasibleReason: string | null;
  /** The plan's first target (High priority on /results). */
  firstDebtName: string | null;
}

export interface GoalFacts {
  goalType: string;
  targetCents: number;
  currentCents: number;
  isCompleted: boolean;
}

export async function loadVoiceFacts(userId: string, now = new Date()): Promise<VoiceFacts> {
  const [debts, strategy, summary, goals] = await Promise.all([
    listOpenDebts(userId),
    getLatestStrategy(userId),
    getGamificationSummary(userId, now),
    db.goal.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { goalType: true, targetAmount: true, currentAmount: true, isCompleted: true },
    }),
  ]);
  return {
    startMonth: calendarMonthOf(now, "utc"),
    debts: debts.map(toEngineDebt),
    strategy: strategy && {
      strategyType: strategy.strategyType,
      extraPaymentCents: parseMoneyToCents(strategy.extraPayment),
      feasible: strategy.feasible,
      totalDebtCents: parseMoneyToCents(strategy.totalDebt),
      totalInterestCents: strategy.totalInterest === null ? null : parseMoneyToCents(strategy.totalInterest),
      payoffTimeMonths: strategy.payoffTimeMonths,
      debtFreeDate: strategy.comparison[strategy.strategyType]?.debtFreeDate ?? null,
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
  };
}

// ---- derived facts (pure) ----------------------------------------------------------------------------------

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

/** The plan the assistant talks about: the user's strategy and extra payment, or the engine's pick and none. */
export interface PlanBasis {
  strategy: StrategyKind;
  extraPaymentCents: number;
  /** False when the user has not calculated a strategy yet (the engine's recommendation is used). */
  isUsersStrategy: boolean;
}

export function planBasis(facts: VoiceFacts): PlanBasis {
  if (facts.strategy) {
    return { strategy: facts.strategy.strategyType, extraPaymentCents: facts.strategy.extraPaymentCents, isUsersStrategy: true };
  }
  const { recommended } = comparePlans({ debts: facts.debts, extraPaymentCents: 0, startMonth: facts.startMonth });
  return { strategy: recommended, extraPaymentCents: 0, isUsersStrategy: false };
}

/** A plan's result in the terms the answers use. */
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
      /** The first debt to reach $0.00 and the calendar month of its last payment (plan month `inMonths`). */
      next: { name: string; month: CalendarMonth; inMonths: number };
      debtFreeMonth: CalendarMonth;
      months: number;
      debtCount: number;
    };

export function nextPayoffFact(facts: VoiceFacts): NextPayoffFact {
  if (facts.debts.length === 0) return { kind: "no_debts" };
  return guarded<NextPayoffFact>(() => {
    const basis = planBasis(facts);
    const plan = run(facts, basis.strategy, basis.extraPaymentCents);
    if (!plan.feasible) return { kind: "never", basis, reason: plan.message };
    const firstId = plan.payoffOrder[0]!;
    const first = plan.debts.find((d) => d.id === firstId)!;
    return {
      kind: "plan",
      basis,
      next: { name: first.name, month: planMonthToCalendar(facts.startMonth, first.payoffMonth), inMonths: first.payoffMonth },
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
      /** The extra asked about, on top of basis.extraPaymentCents. */
      extraCents: number;
      before: PlanOutcome;
      after: PlanOutcome;
      /** Both plans pay off: interest and months the extra saves (either may be 0). */
      saved: { interestCents: number; months: number } | null;
    };

/** What paying `extraCents` more every month changes, from two engine runs of the same strategy. */
export function extraPaymentFact(facts: VoiceFacts, extraCents: number): ExtraPaymentFact {
  if (facts.debts.length === 0) return { kind: "no_debts" };
  return guarded<ExtraPaymentFact>(() => {
    const basis = planBasis(facts);
    const total = basis.extraPaymentCents + extraCents;
    if (extraCents <= 0 || total > MAX_AMOUNT_CENTS) {
      return { kind: "unavailable", reason: "That amount is outside what I can plan with." };
    }
    const before = outcome(run(facts, basis.strategy, basis.extraPaymentCents));
    const after = outcome(run(facts, basis.strategy, total));
    const saved =
      before.feasible && after.feasible
        ? { interestCents: before.totalInterestCents - after.totalInterestCents, months: before.months - after.months }
        : null;
    return { kind: "compared", basis, extraCents, before, after, saved };
  });
}

function run(facts: VoiceFacts, strategy: StrategyKind, extraPaymentCents: number): PlanResult {
  return computePlan({ debts: facts.debts, strategy, extraPaymentCents, startMonth: facts.startMonth });
}

function outcome(plan: PlanResult): PlanOutcome {
  return plan.feasible
    ? { feasible: true, months: plan.months, totalInterestCents: plan.totalInterestCents, debtFreeMonth: plan.debtFreeMonth }
    : { feasible: false, reason: plan.message };
}

/** The engine refuses input it cannot run (e.g. more debts than it supports); the answer says so instead of failing. */
function guarded<T>(compute: () => T): T | { kind: "unavailable"; reason: string } {
  try {
    return compute();
  } catch (error) {
    if (error instanceof PayoffInputError) return { kind: "unavailable", reason: error.message };
    throw error;
  }
}

/** "YYYY-MM" (as stored on a strategy) to a calendar month. */
export function monthOf(yearMonth: string | null): CalendarMonth | null {
  return yearMonth === null ? null : parseYearMonth(yearMonth);
}
