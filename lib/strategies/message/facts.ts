import {
  MAX_AMOUNT_CENTS,
  MAX_MONTHS,
  addMonthsToCalendarMonth,
  formatCents,
  formatYearMonth,
  monthsBetween,
  type CalendarMonth,
  type DebtInput,
  type FeasiblePlan,
  type PlanComparison,
  type PlanInput,
  type PlanResult,
  type TargetDateResult,
} from "@/lib/payoff";
import type { EngineTask } from "@/lib/payoff/tasks";
import type { PlanStrategy } from "@/lib/plan/types";
import { otherOf } from "../dto";
import type { StrategyDebtSnapshot, StrategyKind } from "../types";
import type { StrategyFacts } from "./types";

/** "Start making progress" horizon for an infeasible plan's suggested fix. */
const TARGET_YEARS = 5;

export interface SavedRun {
  strategy: PlanStrategy;
  input: PlanInput;
  result: PlanResult;
}

// Run on the engine's threads, as for 200 debts an infeasible plan's two searches were over 100 ms of CPU: a feasible
// plan runs again with the other extra payment (extraEffect), one that never pays off searches its fix.
export function followUpTasks(
  saved: SavedRun,
  extraPaymentCents: number,
  startMonth: CalendarMonth,
): Extract<EngineTask, { kind: "plan" | "targetDate" }>[] {
  const plan = saved.result;
  if (plan.feasible)
    return [{ kind: "plan", input: { ...saved.input, extraPaymentCents: otherExtraCents(plan, extraPaymentCents) } }];
  const input = saved.input;
  const strategy = input.strategy === "minimums" ? "avalanche" : input.strategy;
  return [MAX_MONTHS, TARGET_YEARS * 12].map((months) => ({
    kind: "targetDate",
    input: {
      debts: input.debts,
      strategy,
      ...(input.customOrder && { customOrder: input.customOrder }),
      startMonth,
      target: addMonthsToCalendarMonth(startMonth, months - 1),
      granularity: "dollar",
    },
  }));
}

export type FollowUps = readonly (PlanResult | TargetDateResult | null)[];

export function buildFacts(args: {
  debts: DebtInput[];
  snapshots: Map<string, StrategyDebtSnapshot>;
  comparison: PlanComparison;
  strategyType: StrategyKind;
  saved: SavedRun;
  extraPaymentCents: number;
  startMonth: CalendarMonth;
  followUps: FollowUps;
}): StrategyFacts {
  const { debts, snapshots, comparison, strategyType, saved, extraPaymentCents, startMonth, followUps } = args;
  const plan = saved.result;
  const recommendation = comparison[strategyType];
  const other = comparison[otherOf(strategyType)];
  const first = debts.find((d) => d.id === plan.targetOrder[0])!;
  const minBalance = Math.min(...debts.map((d) => d.balanceCents));
  const firstOutcome = plan.feasible ? plan.debts.find((d) => d.id === first.id) : undefined;
  const isRecommended = saved.strategy === strategyType && samePlan(plan, recommendation);

  return {
    recommended: strategyType,
    other: otherOf(strategyType),
    ...(!isRecommended && {
      plan: {
        strategy: saved.strategy,
        ...(saved.input.customOrder && { order: saved.input.customOrder.map((id) => snapshots.get(id)!.name) }),
        lumpSums: saved.input.lumpSums?.length ?? 0,
      },
      vsRecommended: plan.feasible && recommendation.feasible ? difference(plan, recommendation) : null,
    }),
    debtCount: debts.length,
    totalDebt: formatCents(plan.startingBalanceCents),
    monthlyBudget: formatCents(plan.monthlyBudgetCents),
    extraPayment: formatCents(extraPaymentCents),
    feasible: plan.feasible,
    months: plan.feasible ? plan.months : null,
    debtFreeDate: plan.feasible ? plan.debtFreeDate : null,
    totalInterest: plan.feasible ? formatCents(plan.totalInterestCents) : null,
    ...(plan.feasible && usedLumpSums(saved.input, plan) > 0 && { lumpSumsUsed: usedLumpSums(saved.input, plan) }),
    firstDebt: {
      name: first.name,
      interestRate: snapshots.get(first.id)!.interestRate,
      balance: formatCents(first.balanceCents),
      minPayment: formatCents(first.minPaymentCents),
      payoffMonth: firstOutcome?.payoffMonth ?? null,
      isHighestRate: hasHighestRate(first, debts, startMonth),
      isSmallestBalance: first.balanceCents === minBalance,
      ...firstDebtPromo(first, snapshots.get(first.id)!, startMonth, saved.strategy),
      ...(firstOutcome && {
        rollsOver: plan.feasible && plan.debts.some((d) => d.payoffMonth > firstOutcome.payoffMonth),
      }),
    },
    strategiesAgree: sameOrder(comparison.avalanche.targetOrder, comparison.snowball.targetOrder),
    vsOther: recommendation.feasible && other.feasible ? difference(other, recommendation) : null,
    vsMinimums: plan.feasible && comparison.minimums.feasible ? difference(comparison.minimums, plan) : null,
    minimumsNeverPayOff: !comparison.minimums.feasible,
    extraEffect: plan.feasible ? extraEffect(plan, extraPaymentCents, followUps[0] as PlanResult) : null,
    warnings: comparison.warnings.map((w) => {
      const debt = debts.find((d) => d.id === w.debtId);
      return {
        debtName: w.debtName,
        minPayment: formatCents(w.minPaymentCents),
        monthlyInterest: formatCents(w.monthlyInterestCents),
        // The engine's interest is at the regular rate (lib/payoff/validate.ts): during a promo it is not added yet.
        ...(debt && promoRunsIn(debt, startMonth) && { afterPromo: true as const }),
        ...(w.minPaymentCents === w.monthlyInterestCents && { onlyCovers: true as const }),
      };
    }),
    infeasible: plan.feasible ? null : infeasibleFix(plan.message, followUps as (TargetDateResult | null)[]),
    ...(plan.feasible && deferredFacts(plan, snapshots)),
  };
}

// The avalanche order compares regular APRs (docs/payoff.md "Target order"), but a debt on a promo is charged the
// promo rate now, so "your highest rate" needs both to hold in month 1.
function hasHighestRate(first: DebtInput, debts: readonly DebtInput[], startMonth: CalendarMonth): boolean {
  const now = (d: DebtInput) => rateInMonth(d, startMonth);
  return (
    now(first) === first.aprPercent &&
    debts.every((d) => first.aprPercent >= d.aprPercent && first.aprPercent >= now(d))
  );
}

/** docs/payoff.md "Promotional rates": through `endsOn` inclusive. */
export function rateInMonth(d: DebtInput, month: CalendarMonth): number {
  return d.promo && promoRunsIn(d, month) ? d.promo.aprPercent : d.aprPercent;
}

export function promoRunsIn(d: DebtInput, month: CalendarMonth): boolean {
  return !!d.promo && monthsBetween(month, d.promo.endsOn) >= 0;
}

function firstDebtPromo(
  first: DebtInput,
  snapshot: StrategyDebtSnapshot,
  startMonth: CalendarMonth,
  strategy: PlanStrategy,
): Pick<StrategyFacts["firstDebt"], "promo" | "deadlineFirst"> {
  const promo = first.promo;
  if (!promo || !promoRunsIn(first, startMonth)) return {};
  const deferred = promo.deferredInterest === true;
  return {
    promo: { rate: snapshot.promoRate ?? String(promo.aprPercent), endsOn: formatYearMonth(promo.endsOn), deferred },
    ...(deferred && strategy !== "custom" && { deadlineFirst: true }),
  };
}

function usedLumpSums(input: PlanInput, plan: FeasiblePlan): number {
  return (input.lumpSums?.length ?? 0) - plan.unusedLumpSums.length;
}

/** Same outcome to the cent and month (a saved avalanche plan is the recommendation unless its lump sums differ). */
function samePlan(a: PlanResult, b: PlanResult): boolean {
  if (!a.feasible || !b.feasible) return a.feasible === b.feasible && sameOrder(a.targetOrder, b.targetOrder);
  return (
    a.totalInterestCents === b.totalInterestCents && a.months === b.months && sameOrder(a.targetOrder, b.targetOrder)
  );
}

function deferredFacts(
  plan: FeasiblePlan,
  snapshots: Map<string, StrategyDebtSnapshot>,
): Pick<StrategyFacts, "deferredInterest"> | null {
  const facts = plan.debts.flatMap((d) =>
    d.promo?.deferredInterest && d.promo.atRiskCents > 0
      ? [
          {
            debtName: snapshots.get(d.id)!.name,
            endsOn: d.promo.endsOn,
            atRisk: formatCents(d.promo.atRiskCents),
            charged: d.promo.chargedInMonth !== null,
          },
        ]
      : [],
  );
  return facts.length > 0 ? { deferredInterest: facts } : null;
}

function difference(worse: FeasiblePlan, better: FeasiblePlan) {
  return {
    interestSaved: formatCents(worse.totalInterestCents - better.totalInterestCents),
    monthsSaved: worse.months - better.months,
  };
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** extraEffect's other run: without the extra payment, or with a modest one (10 % of the budget in $25 steps). */
function otherExtraCents(plan: FeasiblePlan, extraPaymentCents: number): number {
  return extraPaymentCents > 0 ? 0 : Math.max(2500, Math.ceil((plan.monthlyBudgetCents * 0.1) / 2500) * 2500);
}

function extraEffect(plan: FeasiblePlan, extraPaymentCents: number, other: PlanResult): StrategyFacts["extraEffect"] {
  if (extraPaymentCents > 0) {
    if (!other.feasible) return { kind: "enables", extra: formatCents(extraPaymentCents) };
    return { kind: "actual", extra: formatCents(extraPaymentCents), ...difference(other, plan) };
  }
  if (!other.feasible) return null;
  return { kind: "what_if", extra: formatCents(otherExtraCents(plan, 0)), ...difference(plan, other) };
}

function infeasibleFix(
  reason: string,
  [anyDate, withinTarget]: (TargetDateResult | null)[],
): StrategyFacts["infeasible"] {
  const usable = (found: TargetDateResult | null | undefined) =>
    found && found.extraPaymentCents <= MAX_AMOUNT_CENTS ? found : null;
  const any = usable(anyDate);
  const target = usable(withinTarget);
  return {
    reason,
    extraNeeded: any ? { extra: formatCents(any.extraPaymentCents), months: any.plan.months } : null,
    extraForTarget:
      target && (!any || any.plan.months > TARGET_YEARS * 12)
        ? { extra: formatCents(target.extraPaymentCents), years: TARGET_YEARS, debtFreeDate: target.plan.debtFreeDate }
        : null,
  };
}
