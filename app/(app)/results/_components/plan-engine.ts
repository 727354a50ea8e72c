// Bridges the stored strategy (decimal strings) and the payoff engine (cents) for the browser-side what-if.
import {
  calendarMonthOf,
  computePlan,
  debtInputFromWire,
  parseMoneyToCents,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type OrderedStrategy,
  type PlanResult,
} from "@/lib/payoff";
import type { StrategyDto } from "@/lib/strategies/types";

export function engineDebts(strategy: StrategyDto): DebtInput[] {
  return strategy.debts.map((d) => debtInputFromWire(d, { rounding: "half-up" })).filter((d) => d.balanceCents > 0);
}

/** The calendar month of the saved plan's first payment, so what-if dates line up with the saved plan. */
export function planStartMonth(strategy: StrategyDto): CalendarMonth {
  // The saved plan's schedule is the one the page's first paint carries (lib/strategies/first-paint.ts).
  for (const kind of ["saved", strategy.strategyType, "avalanche", "snowball", "minimums"] as const) {
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
  /** Dated lump sums (Pro): the engine adds each to its month's budget, or lowers it for a negative one. */
  lumpSums?: readonly LumpSum[];
}

export type WhatIfResult = { kind: "plan"; plan: PlanResult } | { kind: "error"; message: string };

/** Runs one what-if plan; the engine's refusal of an input (amounts out of range) is a message, not a crash. */
export function runWhatIf(input: WhatIfInput): WhatIfResult {
  try {
    const plan = computePlan({
      debts: input.debts,
      strategy: input.strategy,
      customOrder: input.customOrder,
      extraPaymentCents: input.extraPaymentCents,
      startMonth: input.startMonth,
      lumpSums: input.lumpSums,
    });
    return { kind: "plan", plan };
  } catch (e) {
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
}
