import { createHash } from "node:crypto";
import { daysBetween } from "@/lib/dates";
import type { ParsedRow } from "./types";

// Never logging a transaction twice (docs/product-rules.md "Importing bank and card files"). Two purchases can share
// account, day, amount and description (two coffees on one day): a second identical line in a file gets an ordinal,
// so both are kept and re-importing the file yields the same fingerprints again.

/** So re-exports that re-space or re-punctuate match. */
function foldDescription(description: string): string {
  return description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Keyed by account, so the same line in two accounts' files is two transactions. */
export function rowFingerprints(accountKey: string, rows: ParsedRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = row.fitId
      ? `fitid|${accountKey}|${row.fitId}`
      : `line|${accountKey}|${row.date}|${row.amountCents}|${foldDescription(row.description)}`;
    const ordinal = seen.get(base) ?? 0;
    seen.set(base, ordinal + 1);
    return createHash("sha256").update(`${base}|${ordinal}`).digest("hex");
  });
}

export interface TypedPayment {
  id: string;
  debtId: string;
  amountCents: number;
  date: string;
}

/** People log a payment the day they make it; banks post it up to a few business days later. */
export const TYPED_PAYMENT_WINDOW_DAYS = 5;

/** Not one already claimed by another line of the import (`claimed` is updated); the nearest day wins. */
export function typedPaymentFor(
  line: { debtId: string; amountCents: number; date: string },
  payments: TypedPayment[],
  claimed: Set<string>,
): TypedPayment | null {
  let best: TypedPayment | null = null;
  for (const payment of payments) {
    if (payment.debtId !== line.debtId || payment.amountCents !== line.amountCents || claimed.has(payment.id)) continue;
    const gap = Math.abs(daysBetween(payment.date, line.date));
    if (gap > TYPED_PAYMENT_WINDOW_DAYS) continue;
    if (!best || gap < Math.abs(daysBetween(best.date, line.date))) best = payment;
  }
  if (best) claimed.add(best.id);
  return best;
}

export interface ImportedLine {
  id: string;
  date: string;
  amountCents: number;
  description: string;
}

/** Banks re-word pending lines once they post: perhaps the same transaction, so the review asks instead of guessing. */
export function sameDaySameAmount(row: ParsedRow, imported: ImportedLine[]): ImportedLine | null {
  const description = foldDescription(row.description);
  return (
    imported.find(
      (line) =>
        line.date === row.date &&
        line.amountCents === row.amountCents &&
        foldDescription(line.description) !== description,
    ) ?? null
  );
}
