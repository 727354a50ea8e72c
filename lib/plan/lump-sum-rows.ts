// The what-if's dated lump sums (Pro; docs/payoff.md), checked as the engine and PUT /api/plan take them. Not in the
// library's index: it runs in the lazily loaded what-if panel, never with the results page's first paint.
import { monthLabel } from "@/lib/format";
import { AMOUNT_COMMA_MESSAGE, amountText } from "@/lib/money";
import { formatYearMonth, monthsBetween, parseYearMonth } from "@/lib/payoff/calendar";
import { formatCents, tryParseMoneyToCents } from "@/lib/payoff/money";
import type { CalendarMonth, LumpSum } from "@/lib/payoff/types";
import type { LumpSumDto } from "./types";

export { sameLumpSums } from "./same-lump-sums";

/** At most this many rows: a year of tax refunds, bonuses and tight months is far below it (the API takes 60). */
export const MAX_LUMP_SUM_ROWS = 24;
/** PUT /api/plan's limits (lib/validations/plan.ts): at most $10,000,000 either way, within 50 years. */
const MAX_LUMP_SUM_CENTS = 1_000_000_000;
const MAX_YEARS_AHEAD = 50;

export interface LumpSumRow {
  key: number;
  amount: string;
  month: string;
}

export interface LumpSumRowCheck {
  amountError: string | null;
  monthError: string | null;
  lumpSum: LumpSum | null;
}

/** A blank row is ignored, not an error; no month before `startMonth` (the saved plan refuses past months). */
export function checkLumpSumRow(row: Pick<LumpSumRow, "amount" | "month">, startMonth: CalendarMonth): LumpSumRowCheck {
  // Null for a comma not between thousands ("10,00" is not 1000.00: lib/money.ts "Typed amounts").
  const typed = amountText(row.amount);
  const monthText = row.month.trim();
  if (typed === "" && monthText === "") return { amountError: null, monthError: null, lumpSum: null };

  let amountError: string | null = null;
  const cents = !typed ? null : tryParseMoneyToCents(typed, { rounding: "half-up", allowNegative: true });
  if (typed === null) amountError = AMOUNT_COMMA_MESSAGE;
  else if (typed === "") amountError = "Enter an amount, e.g. 500 (or -150 for a tight month)";
  else if (cents === null) amountError = "Enter an amount in dollars, e.g. 500 or -150";
  else if (cents === 0) amountError = "Enter an amount other than $0";
  else if (Math.abs(cents) > MAX_LUMP_SUM_CENTS) amountError = "Enter an amount of at most $10,000,000";

  let monthError: string | null = null;
  const month = /^\d{4}-\d{2}$/.test(monthText) ? parseYearMonth(monthText) : null;
  if (monthText === "") monthError = "Choose the month";
  else if (!month) monthError = "Use the format YYYY-MM";
  else if (monthsBetween(startMonth, month) < 0)
    monthError = `Choose ${monthLabel(formatYearMonth(startMonth), "short")} or later`;
  else if (month.year > startMonth.year + MAX_YEARS_AHEAD)
    monthError = `Choose a month within ${MAX_YEARS_AHEAD} years`;

  const lumpSum =
    amountError === null && monthError === null && cents !== null && month ? { amountCents: cents, month } : null;
  return { amountError, monthError, lumpSum };
}

export function lumpSumsOf(
  rows: readonly LumpSumRow[],
  startMonth: CalendarMonth,
): { lumpSums: LumpSum[]; valid: boolean } {
  const lumpSums: LumpSum[] = [];
  let valid = true;
  for (const row of rows) {
    const check = checkLumpSumRow(row, startMonth);
    if (check.amountError || check.monthError) valid = false;
    if (check.lumpSum) lumpSums.push(check.lumpSum);
  }
  return { lumpSums, valid };
}

export function lumpSumDtos(lumpSums: readonly LumpSum[]): LumpSumDto[] {
  return lumpSums
    .map((l) => ({ amount: formatCents(l.amountCents), month: formatYearMonth(l.month) }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

export function rowsFromDtos(dtos: readonly LumpSumDto[] | undefined, firstKey = 0): LumpSumRow[] {
  return (dtos ?? []).map((d, i) => ({ key: firstKey + i, amount: d.amount.replace(/\.00$/, ""), month: d.month }));
}
