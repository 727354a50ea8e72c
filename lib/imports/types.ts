// The wire and parse shapes of file import (docs/product-rules.md "Importing bank and card files"). Pure: the
// browser's review screen and the server import the same declarations.

export type ImportFormat = "csv" | "ofx";

/** One transaction as the file states it, before any matching. */
export interface ParsedRow {
  /** Position in the file (0-based), stable for the review. */
  index: number;
  /** Calendar day the institution posted it, YYYY-MM-DD. */
  date: string;
  /**
   * Signed cents from the point of view of the account the file belongs to: positive is money into it (a deposit
   * to checking, a payment or refund credited to a card), negative is money out of it (a withdrawal, a purchase,
   * interest or a fee on a card).
   */
  amountCents: number;
  description: string;
  /** OFX's FITID, the institution's own id of the transaction; null for CSV. */
  fitId: string | null;
  /** OFX's TRNTYPE (e.g. "PAYMENT", "INT", "FEE", "DEBIT"), upper-cased; null when the file has none. */
  type: string | null;
}

export interface ParsedAccount {
  /** Last four characters of the account number, never more (lib/masking.ts keeps the rest out of storage). */
  last4: string | null;
  /** "checking", "savings", "credit_card", "loan" or null when the file does not say. */
  kind: "checking" | "savings" | "credit_card" | "loan" | null;
}

export interface ParsedFile {
  format: ImportFormat;
  account: ParsedAccount;
  rows: ParsedRow[];
  /** The statement's closing balance (OFX LEDGERBAL), from the account's point of view like rows; null if absent. */
  ledgerBalance: { amountCents: number; date: string } | null;
}

/** Why a file cannot be read; the route answers 400 with this message. */
export class ImportParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportParseError";
  }
}

/** Limits on one uploaded file. */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 } as const;
