import type { LedgerEntryKind } from "@/lib/generated/prisma/enums";
import { addMonthsToYearMonth } from "@/lib/dates";
import { formatCents } from "@/lib/payoff/money";
import { isDeferredCharge } from "./rows";
import type { DebtMonthDto, LedgerNoteDto } from "./types";

// The statement view (docs/product-rules.md "The balance ledger"): a debt's ledger rows summed per calendar month.

export interface MonthRow {
  kind: LedgerEntryKind;
  day: string;
  /** Signed: + raises the balance. */
  cents: number;
  note: string | null;
}

type Column = "interest" | "fees" | "newCharges" | "payments" | "corrections";

function columnOf(row: MonthRow): Column | "opening" {
  switch (row.kind) {
    case "opening":
      return "opening";
    case "interest":
      return "interest";
    case "fee":
      return "fees";
    case "payment":
      return "payments";
    case "correction":
      return "corrections";
    // The deferred-interest charge is interest; any other charge is a new charge, like a purchase.
    case "charge":
      return isDeferredCharge(row) ? "interest" : "newCharges";
    case "purchase":
      return "newCharges";
  }
}

/** Newest first; each month opens at the previous one's closing, so the statement's sum holds to the cent. */
export function debtMonths(rows: readonly MonthRow[], throughMonth: string): DebtMonthDto[] {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0]!.day.slice(0, 7);
  const lastRow = sorted.at(-1)!.day.slice(0, 7);
  const last = lastRow > throughMonth ? lastRow : throughMonth;
  const months: DebtMonthDto[] = [];
  let closing = 0;
  let i = 0;
  for (let month = first; month <= last; month = addMonthsToYearMonth(month, 1)) {
    const sums: Record<Column | "opening", number> = {
      opening: 0,
      interest: 0,
      fees: 0,
      newCharges: 0,
      payments: 0,
      corrections: 0,
    };
    const notes: LedgerNoteDto[] = [];
    for (; i < sorted.length && sorted[i]!.day.slice(0, 7) === month; i++) {
      const row = sorted[i]!;
      const column = columnOf(row);
      sums[column] += row.cents;
      if (row.kind === "correction" || row.kind === "fee" || row.kind === "purchase")
        notes.push({ date: row.day, amount: formatCents(row.cents), kind: row.kind, note: row.note });
    }
    const opening = closing + sums.opening;
    closing = opening + sums.interest + sums.fees + sums.newCharges + sums.payments + sums.corrections;
    months.push({
      month,
      opening: formatCents(opening),
      interest: formatCents(sums.interest),
      fees: formatCents(sums.fees),
      newCharges: formatCents(sums.newCharges),
      // Payment rows are negative (they lower the balance); the statement shows what was paid.
      payments: formatCents(-sums.payments),
      corrections: formatCents(sums.corrections),
      closing: formatCents(closing),
      notes,
    });
  }
  return months.reverse();
}
