import type { PayoffPlan } from "@/lib/generated/prisma/client";
import { parseYearMonth } from "@/lib/payoff/calendar";
import { decimalToCents, parseMoneyToCents } from "@/lib/payoff/money";
import type { LumpSum } from "@/lib/payoff/types";
import type { PlanChoice } from "./this-month";

export type StoredChoice = Pick<PayoffPlan, "strategy" | "monthlyBudget" | "customOrder" | "lumpSums">;

export function choiceOf(row: StoredChoice): PlanChoice {
  return {
    strategy: row.strategy,
    monthlyBudgetCents: decimalToCents(row.monthlyBudget),
    customOrder: row.customOrder,
    lumpSums: parseLumpSums(row.lumpSums),
  };
}

/** The stored lumpSums JSON ([{amount: "500.00", month: "YYYY-MM"}], by month); entries in another shape are skipped. */
export function parseLumpSums(value: unknown): LumpSum[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { amount, month } = entry as Record<string, unknown>;
    const parsed = typeof month === "string" ? parseYearMonth(month) : null;
    if (typeof amount !== "string" || !/^-?\d+\.\d{2}$/.test(amount) || !parsed) return [];
    return [{ amountCents: parseMoneyToCents(amount, { allowNegative: true }), month: parsed }];
  });
}
