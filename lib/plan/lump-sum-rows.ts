// The what-if's dated lump sums ("snowflakes", Pro; docs/payoff.md): the rows the user edits on the results screen
// (text as typed), checked the way the engine and PUT /api/plan take them. Pure, so the row rules are unit-tested.
// Not in the library's index: it runs in the lazily loaded what-if panel, never with the results page's first paint.
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
  /** React key only; never sent. */
  key: number;
  /** As typed: "500", "-150.50", "$1,000". */
  amount: string;
  /** "YYYY-MM" from <input type="month"> ("" until chosen). */
  month: string;
}

export interface LumpSumRowCheck {
  amountError: string | null;
  monthError: string | null;
  /** The row for the engine; null when the row is blank or has an error. */
  lumpSum: LumpSum | null;
}

/**
 * Checks one row against the earliest month it may use (the plan's first month, and never a past month: the saved
 * plan refuses those). A row left completely blank is ignored, not an error.
 */
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

/** The rows' lump sums for the engine, and whether every row is usable (blank rows are skipped). */
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

/** The wire shape PUT /api/plan takes: "500.00" / "-150.00" and "YYYY-MM", by month (several in one month stay). */
export function lumpSumDtos(lumpSums: readonly LumpSum[]): LumpSumDto[] {
  return lumpSums
    .map((l) => ({ amount: formatCents(l.amountCents), month: formatYearMonth(l.month) }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** Editable rows from saved lump sums ("500.00" shows as "500"). */
export function rowsFromDtos(dtos: readonly LumpSumDto[] | undefined, firstKey = 0): LumpSumRow[] {
  return (dtos ?? []).map((d, i) => ({ key: firstKey + i, amount: d.amount.replace(/\.00$/, ""), month: d.month }));
}
