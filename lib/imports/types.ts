// The wire and parse shapes of file import (docs/product-rules.md "Importing bank and card files"). Pure: the
// browser's review screen and the server import the same declarations.

import type { CsvMapping } from "./csv";

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

// ---------------------------------------------------------------------------------------------------------------
// The API's shapes (POST/GET /api/imports, lib/imports/service.ts)
// ---------------------------------------------------------------------------------------------------------------

export type ImportRowKind = "payment" | "charge" | "interest" | "fee" | "balance" | "other";
export type ImportAction = "payment" | "charge" | "interest" | "fee" | "balance" | "ignore";
export type ImportStatusDto = "review" | "applied" | "undone";

/** Why a row may already be in DebtWise. "imported" and "typed" are certain; "possible" asks the user. */
export type DuplicateDto =
  | { kind: "imported"; importId: string; date: string; description: string }
  | { kind: "typed"; paymentId: string; date: string; amount: string }
  | { kind: "possible"; importId: string; date: string; description: string };

export interface ImportRowDto {
  /** Stable within the import: "r<index>" for a transaction, "balance" for the file's closing balance. */
  rowId: string;
  date: string;
  /** Signed dollars from the account's point of view ("-250.00" is money out of it), as the file says. */
  amount: string;
  description: string;
  kind: ImportRowKind;
  suggestedDebtId: string | null;
  reason: string;
  duplicateOf: DuplicateDto | null;
  /** Dated before the suggested debt was added: its opening balance already counts it. */
  beforeOpening: boolean;
  /** What the review screen starts with: the suggestion, or "ignore" for duplicates, lines before the opening,
   *  "other" and payments without a debt. */
  defaultAction: ImportAction;
}

/** What the history and the review both say of an import. */
export interface ImportHeaderDto {
  id: string;
  format: ImportFormat;
  status: ImportStatusDto;
  fileName: string | null;
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
}

export interface ImportDto extends ImportHeaderDto {
  /** The file's account as far as it says, and the key its lines and remembered layout are filed under. */
  account: ParsedAccount & { key: string };
  /** The card's or loan's own export: its debt; null for a bank account's file. */
  debtId: string | null;
  /** CSV only: the column mapping used (detected, or the one remembered for this layout) and the first lines of the
   *  file, so the user can correct which column is which. */
  mapping: CsvMapping | null;
  preview: string[][] | null;
  rows: ImportRowDto[];
}

export interface ImportSummaryDto extends ImportHeaderDto {
  rowCount: number;
  /** Lines applied (payments logged, charges, interest, fees and balances recorded). */
  appliedCount: number;
}

export interface ApplyResultDto {
  applied: number;
  skipped: number;
  duplicates: number;
}
