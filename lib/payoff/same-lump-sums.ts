import type { LumpSumDto } from "@/lib/plan/types";
import { tryParseMoneyToCents } from "./money";

// Apart from lump-sums.ts (which re-exports it): "Make this my plan" renders with the page and needs only this; the
// rest of the row rules belong to the what-if panel, which loads after the page.

/** Same lump sums, whatever their order or spelling ("500" and "500.00" are equal). */
export function sameLumpSums(a: readonly LumpSumDto[], b: readonly LumpSumDto[]): boolean {
  const key = (list: readonly LumpSumDto[]) =>
    list
      .map((l) => `${l.month}:${tryParseMoneyToCents(l.amount, { rounding: "half-up", allowNegative: true })}`)
      .sort()
      .join();
  return a.length === b.length && key(a) === key(b);
}
