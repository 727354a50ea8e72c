// Where the what-if starts and what it is measured against: the user's saved plan (GET /api/plan, read with the
// page) when there is one, else the plan the calculation described (its saved plan: the default plan when none was
// saved). Pure, so the rules are unit-tested; it
// loads with the what-if panel, never with the results page's first paint.
import { lumpSumsOf, rowsFromDtos, sameLumpSums } from "@/lib/plan/lump-sum-rows";
import type { CalendarMonth, DebtInput, OrderedStrategy } from "@/lib/payoff";
import type { LumpSumDto, PlanDto } from "@/lib/plan/types";
import type { StrategyDto } from "@/lib/strategies/types";
import { centsOf, runWhatIf } from "./plan-engine";

/** What the what-if's controls hold. */
export interface WhatIfChoice {
  strategy: OrderedStrategy;
  extraCents: number;
  /** Every debt of the calculation, in the order the custom order list shows them. */
  order: string[];
  /** Pro's dated lump sums (always empty below Pro, as the calculation leaves them out there). */
  lumpSums: LumpSumDto[];
}

export interface WhatIfStart extends WhatIfChoice {
  /** True: the user's saved plan; false: the plan as calculated (no plan saved, or it could not be read). */
  fromSavedPlan: boolean;
}

/** What the what-if's figures are compared with ("... sooner than your saved plan"); null where it never pays off. */
export interface WhatIfBaseline {
  months: number | null;
  interestCents: number | null;
  debtFreeDate: string | null;
}

/**
 * The what-if's starting choice, and what Reset goes back to. A saved plan (`updatedAt` set) gives its strategy,
 * its custom order (the calculation's debts it leaves out follow, as the engine runs them), its extra payment and,
 * for Pro, its lump sums. Without one: the calculation's plan (its strategy and order), its extra payment and,
 * for Pro, the lump sums it was calculated with.
 */
export function whatIfStart(strategy: StrategyDto, saved: PlanDto | undefined, advanced: boolean): WhatIfStart {
  const ids = strategy.debts.map((d) => d.id);
  // The saved plan holds the lump sums the user last made their plan; the strategy's own are for when it was not read.
  const lumpSums = advanced ? (saved?.lumpSums ?? strategy.lumpSums ?? []) : [];
  if (!saved || saved.updatedAt === null) {
    return {
      strategy: strategy.savedStrategy,
      extraCents: centsOf(strategy.extraPayment),
      order: strategy.savedOrder ?? ids,
      lumpSums,
      fromSavedPlan: false,
    };
  }
  const order =
    saved.strategy === "custom"
      ? [
          ...(saved.customOrder ?? []).filter((id) => ids.includes(id)),
          ...ids.filter((id) => !saved.customOrder?.includes(id)),
        ]
      : ids;
  return { strategy: saved.strategy, extraCents: centsOf(saved.extraPayment), order, lumpSums, fromSavedPlan: true };
}

/**
 * True when the what-if is no longer where it started: another strategy, extra payment or set of lump sums (a row
 * being typed counts), or, for a custom order, another order.
 */
export function whatIfChanged(now: WhatIfChoice & { lumpSumRows: number }, start: WhatIfChoice): boolean {
  return (
    now.strategy !== start.strategy ||
    now.extraCents !== start.extraCents ||
    now.lumpSumRows !== start.lumpSums.length ||
    !sameLumpSums(now.lumpSums, start.lumpSums) ||
    (now.strategy === "custom" && now.order.join() !== start.order.join())
  );
}

/**
 * The figures "your saved plan" means: the saved plan run by the same engine on the same debts and months as the
 * what-if (its lump sums read as the panel reads them from `firstLumpMonth`), so an unchanged what-if is "the same as
 * your saved plan"; without a saved plan, the plan as calculated.
 */
export function whatIfBaseline(
  strategy: StrategyDto,
  start: WhatIfStart,
  engine: { debts: DebtInput[]; startMonth: CalendarMonth; firstLumpMonth: CalendarMonth },
): WhatIfBaseline {
  if (!start.fromSavedPlan) {
    const plan = strategy.comparison.saved;
    return plan.feasible
      ? { months: plan.months, interestCents: centsOf(plan.totalInterest), debtFreeDate: plan.debtFreeDate }
      : { months: null, interestCents: null, debtFreeDate: null };
  }
  const result = runWhatIf({
    debts: engine.debts,
    startMonth: engine.startMonth,
    strategy: start.strategy,
    customOrder:
      start.strategy === "custom" ? start.order.filter((id) => engine.debts.some((d) => d.id === id)) : undefined,
    extraPaymentCents: start.extraCents,
    lumpSums: lumpSumsOf(rowsFromDtos(start.lumpSums), engine.firstLumpMonth).lumpSums,
  });
  if (result.kind === "error" || !result.plan.feasible)
    return { months: null, interestCents: null, debtFreeDate: null };
  const plan = result.plan;
  return { months: plan.months, interestCents: plan.totalInterestCents, debtFreeDate: plan.debtFreeDate };
}
