import { monthsBetween } from "./calendar";
import { paysOffWithin, runPlan } from "./engine";
import { isOrderedStrategy, orderFor } from "./order";
import { PayoffInputError, checkExtraPayment, checkStartMonth, prepareDebts } from "./validate";
import type {
  CompareInput,
  FeasiblePlan,
  PlanComparison,
  PlanResult,
  TargetDateInput,
  TargetDateResult,
} from "./types";

/** True when `a` is strictly better than `b`: less interest, then fewer months. Feasible beats infeasible. */
function better(a: PlanResult, b: PlanResult): boolean {
  if (!a.feasible) return false;
  if (!b.feasible) return true;
  if (a.totalInterestCents !== b.totalInterestCents) return a.totalInterestCents < b.totalInterestCents;
  return a.months < b.months;
}

/** The recommendation is avalanche or snowball; lump sums apply to every ordered strategy, not to minimums only. */
export function comparePlans(input: CompareInput): PlanComparison {
  const startMonth = checkStartMonth(input.startMonth);
  const p = prepareDebts(input.debts, startMonth);
  const extraPaymentCents = checkExtraPayment(input.extraPaymentCents);
  const options = { extraPaymentCents, includeSchedule: input.includeSchedule, lumpSums: input.lumpSums };
  const avalanche = runPlan(p, "avalanche", options);
  const snowball = runPlan(p, "snowball", options);
  const minimums = runPlan(p, "minimums", options);
  let more: Pick<PlanComparison, "highest_interest_cost" | "cash_flow_index" | "highest_utilization"> = {};
  if (input.moreOrders === true) {
    const highest_interest_cost = runPlan(p, "highest_interest_cost", options);
    const cash_flow_index = runPlan(p, "cash_flow_index", options);
    const highest_utilization = runPlan(p, "highest_utilization", options);
    more = { highest_interest_cost, cash_flow_index, highest_utilization };
  }
  const recommended = better(snowball, avalanche) ? "snowball" : "avalanche";
  const chosen = recommended === "snowball" ? snowball : avalanche;
  const both = (a: PlanResult, b: PlanResult): [FeasiblePlan, FeasiblePlan] | null =>
    a.feasible && b.feasible ? [a, b] : null;
  const vsMinimums = both(minimums, chosen);
  const snowVsAval = both(snowball, avalanche);
  return {
    avalanche,
    snowball,
    minimums,
    ...more,
    recommended,
    interestSavedVsMinimumsCents: vsMinimums
      ? vsMinimums[0].totalInterestCents - vsMinimums[1].totalInterestCents
      : null,
    monthsSavedVsMinimums: vsMinimums ? vsMinimums[0].months - vsMinimums[1].months : null,
    snowballExtraInterestCents: snowVsAval ? snowVsAval[0].totalInterestCents - snowVsAval[1].totalInterestCents : null,
    snowballExtraMonths: snowVsAval ? snowVsAval[0].months - snowVsAval[1].months : null,
    warnings: p.warnings,
  };
}

/**
 * Binary search over the engine, exact because months never increase as the budget grows; the upper bound pays
 * everything in month 1. Null when the target is before `startMonth`.
 */
export function extraPaymentForTargetDate(input: TargetDateInput): TargetDateResult | null {
  const startMonth = checkStartMonth(input.startMonth);
  const p = prepareDebts(input.debts, startMonth);
  const target = checkStartMonth(input.target, "target");
  const strategy = input.strategy;
  if (!isOrderedStrategy(strategy)) {
    throw new PayoffInputError(`extraPaymentForTargetDate needs an ordered strategy, got "${String(strategy)}"`);
  }
  const allowed = monthsBetween(startMonth, target) + 1;
  if (allowed < 1) return null;
  const order = orderFor(p, strategy, input.customOrder);
  const unit = input.granularity === "dollar" ? 100 : 1;

  let firstInterest = 0;
  for (let i = 0; i < p.n; i++) firstInterest += p.firstInterest[i]!;
  // In steps of `unit` cents: lo fails (-1 stands for "below zero"), hi succeeds. hi pays everything in month 1.
  let hi = Math.ceil(Math.max(0, p.totalBalance + firstInterest - p.sumMins) / unit);
  let lo = -1;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (paysOffWithin(p, order, p.sumMins + mid * unit, allowed)) hi = mid;
    else lo = mid;
  }
  const extraPaymentCents = hi * unit;
  const plan = runPlan(p, strategy, { extraPaymentCents, order, includeSchedule: input.includeSchedule === true });
  if (!plan.feasible || plan.months > allowed)
    throw new Error("extraPaymentForTargetDate: search bound did not reach the target"); // unreachable
  return { extraPaymentCents, plan };
}
