// The wire and parse shapes of file import (docs/product-rules.md "Importing bank and card files"). Client-safe.

import type { CsvMapping } from "./csv";

export type ImportFormat = "csv" | "ofx";

export interface ParsedRow {
  index: number;
  date: string;
  /** From the file's account's side: positive is money into it (a payment credited to a card). */
  amountCents: number;
  description: string;
  /** OFX's FITID, the institution's own id of the transaction. */
  fitId: string | null;
  /** OFX's TRNTYPE, upper-cased. */
  type: string | null;
}

export interface ParsedAccount {
  /** Never more: lib/masking.ts keeps the rest out of storage. */
  last4: string | null;
  kind: "checking" | "savings" | "credit_card" | "loan" | null;
}

export interface ParsedFile {
  format: ImportFormat;
  account: ParsedAccount;
  rows: ParsedRow[];
  /** OFX LEDGERBAL, from the account's side like rows. */
  ledgerBalance: { amountCents: number; date: string } | null;
}

/** The route answers 400 with this message. */
export class ImportParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportParseError";
  }
}

export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 } as const;

export type ImportRowKind = "payment" | "charge" | "interest" | "fee" | "balance" | "other";
export type ImportAction = "payment" | "charge" | "interest" | "fee" | "balance" | "ignore";
export type ImportStatusDto = "review" | "applied" | "undone";

/** Why a row may already be in DebtWise. "imported" and "typed" are certain; "possible" asks the user. */
export type DuplicateDto =
  | { kind: "imported"; importId: string; date: string; description: string }
  | { kind: "typed"; paymentId: string; date: string; amount: string }
  | { kind: "possible"; importId: string; date: string; description: string };

export interface ImportRowDto {
  /** "r<index>" for a transaction, "balance" for the file's closing balance. */
  rowId: string;
  date: string;
  /** Signed, from the account's side ("-250.00" is money out of it). */
  amount: string;
  description: string;
  kind: ImportRowKind;
  suggestedDebtId: string | null;
  reason: string;
  duplicateOf: DuplicateDto | null;
  /** Dated before the suggested debt was added: its opening balance already counts it. */
  beforeOpening: boolean;
  /** "ignore" for duplicates, lines before the opening, "other" and payments without a debt. */
  defaultAction: ImportAction;
}

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
  /** `key`: what its lines and remembered layout are filed under. */
  account: ParsedAccount & { key: string };
  /** Null for a bank account's file. */
  debtId: string | null;
  /** CSV only, with the first lines as `preview`, so the user can correct which column is which. */
  mapping: CsvMapping | null;
  preview: string[][] | null;
  rows: ImportRowDto[];
}

export interface ImportSummaryDto extends ImportHeaderDto {
  rowCount: number;
  appliedCount: number;
}

export interface ApplyResultDto {
  applied: number;
  skipped: number;
  duplicates: number;
}
