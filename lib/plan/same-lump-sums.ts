import { tryParseMoneyToCents } from "@/lib/payoff/money";
import type { LumpSumDto } from "./types";

// Apart from lump-sum-rows.ts: "Make this my plan" needs only this; the row rules load with the what-if panel.

/** Same lump sums, whatever their order or spelling ("500" and "500.00" are equal). */
export function sameLumpSums(a: readonly LumpSumDto[], b: readonly LumpSumDto[]): boolean {
  const key = (list: readonly LumpSumDto[]) =>
    list
      .map((l) => `${l.month}:${tryParseMoneyToCents(l.amount, { rounding: "half-up", allowNegative: true })}`)
      .sort()
      .join();
  return a.length === b.length && key(a) === key(b);
}
