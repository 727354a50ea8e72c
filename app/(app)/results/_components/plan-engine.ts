// Bridges the stored strategy (decimal strings) and the payoff engine (cents) for the browser-side what-if.
import {
  calendarMonthOf,
  computePlan,
  debtInputFromWire,
  parseMoneyToCents,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type OrderedStrategy,
  type PlanResult,
} from "@/lib/payoff";
import type { StrategyDto } from "@/lib/strategies/types";

export function engineDebts(strategy: StrategyDto): DebtInput[] {
  return strategy.debts
    .map((d) => debtInputFromWire(d, { rounding: "half-up" }))
    .filter((d) => d.balanceCents > 0);
}

/** The calendar month of the saved plan's first payment, so what-if dates line up with the saved plan. */
export function planStartMonth(strategy: StrategyDto): CalendarMonth {
  for (const kind of [strategy.strategyType, "avalanche", "snowball", "minimums"] as const) {
    const first = strategy.comparison[kind].schedule[0];
    const month = first ? parseYearMonth(first.date) : null;
    if (month) return month;
  }
  return calendarMonthOf(new Date(strategy.createdAt));
}

export function centsOf(decimal: string | null | undefined): number {
  if (!decimal) return 0;
  try {
    return parseMoneyToCents(decimal, { rounding: "half-up", allowNegative: true });
  } catch {
    return 0;
  }
}

export interface WhatIfInput {
  debts: DebtInput[];
  startMonth: CalendarMonth;
  strategy: OrderedStrategy;
  extraPaymentCents: number;
  customOrder?: string[];
  /** A one-time payment made before the first planned payment, applied down the target order. */
  lumpSumCents?: number;
}

export type WhatIfResult =
  | { kind: "plan"; plan: PlanResult; lumpSumAppliedCents: number }
  | { kind: "paid-now"; lumpSumAppliedCents: number }
  | { kind: "error"; message: string };

/**
 * Runs one what-if plan. A lump sum is paid in target order before month 1; the monthly budget stays what it was
 * (the minimums of debts the lump sum clears roll into the extra payment), as the rollover convention says.
 */
export function runWhatIf(input: WhatIfInput): WhatIfResult {
  try {
    const base = computePlan({
      debts: input.debts,
      strategy: input.strategy,
      customOrder: input.customOrder,
      extraPaymentCents: input.extraPaymentCents,
      startMonth: input.startMonth,
    });
    const lump = Math.max(0, input.lumpSumCents ?? 0);
    if (lump === 0) return { kind: "plan", plan: base, lumpSumAppliedCents: 0 };

    const byId = new Map(input.debts.map((d) => [d.id, { ...d }]));
    let remaining = lump;
    let freedMinimums = 0;
    for (const id of base.targetOrder) {
      const debt = byId.get(id);
      if (!debt || remaining === 0) continue;
      const pay = Math.min(remaining, debt.balanceCents);
      debt.balanceCents -= pay;
      remaining -= pay;
      if (debt.balanceCents === 0) {
        freedMinimums += debt.minPaymentCents;
        byId.delete(id);
      }
    }
    const applied = lump - remaining;
    const left = input.debts.filter((d) => byId.has(d.id)).map((d) => byId.get(d.id)!);
    if (left.length === 0) return { kind: "paid-now", lumpSumAppliedCents: applied };
    // Keep the original target sequence (a snowball order must not re-sort on the reduced balances).
    const order = base.targetOrder.filter((id) => byId.has(id));
    const plan = computePlan({
      debts: left,
      strategy: "custom",
      customOrder: order,
      extraPaymentCents: input.extraPaymentCents + freedMinimums,
      startMonth: input.startMonth,
    });
    return { kind: "plan", plan: { ...plan, strategy: input.strategy }, lumpSumAppliedCents: applied };
  } catch (e) {
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
}
