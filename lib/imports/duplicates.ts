import { createHash } from "node:crypto";
import { daysBetween } from "@/lib/dates";
import type { ParsedRow } from "./types";

// Never logging a transaction twice (docs/product-rules.md "Importing bank and card files"). An imported line is
// remembered by a fingerprint: OFX's own transaction id when the file has one (FITID, unique per account), else the
// account, day, amount and description. Two different purchases can share all four (two coffees on one day): a
// second identical line in the same file gets an ordinal, so both are kept, and re-importing the file yields the
// same two fingerprints again. Payments typed by hand are not fingerprinted; `typedPaymentFor` recognises them.

/** The lower-cased description with runs of spaces and punctuation folded, so re-exports that re-space match. */
function foldDescription(description: string): string {
  return description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * One fingerprint per row, in file order. `accountKey` names where the file came from (a debt's id for its own
 * export, or the bank account's key), so the same line in two accounts' files is two transactions.
 */
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
  /** YYYY-MM-DD */
  date: string;
}

/**
 * How many days apart a typed payment and the bank's line for it may be: people log a payment the day they make it,
 * and banks post it up to a few business days later (a weekend and a holiday included).
 */
export const TYPED_PAYMENT_WINDOW_DAYS = 5;

/**
 * The payment the user already typed for an imported payment to `debtId`: same debt, same amount, dated within
 * TYPED_PAYMENT_WINDOW_DAYS, and not already claimed by another line of the import (`claimed` is updated). The
 * nearest day wins; null when none fits.
 */
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

/**
 * A line this account imported before on the same day for the same amount, under another description (banks
 * re-word pending lines once they post): perhaps the same transaction, perhaps not, so the review asks instead of
 * guessing. Null when there is none, or when the fingerprint already matched (then it is a certain duplicate).
 */
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
