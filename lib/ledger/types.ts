// Wire shapes of the balance ledger's own reads (docs/product-rules.md "The balance ledger"). Safe to import from
// client components.

/** One correction, fee or new charge as the statement view lists it under its month. */
export interface LedgerNoteDto {
  /** "YYYY-MM-DD". */
  date: string;
  /** Signed decimal string: + raised the balance. */
  amount: string;
  kind: "correction" | "fee" | "purchase";
  note: string | null;
}

/**
 * One calendar month of a debt, to hold against the lender's statement. Decimal strings;
 * closing = opening + interest + fees + newCharges - payments + corrections, to the cent.
 */
export interface DebtMonthDto {
  /** "YYYY-MM". */
  month: string;
  /** The balance at the start of the month (in the first month, the balance as entered). */
  opening: string;
  /** Monthly interest and a deferred-interest charge. */
  interest: string;
  /** Interest and fees a statement update said the increase was. */
  fees: string;
  /** New charges (purchases) from statement updates, and any other charge. */
  newCharges: string;
  /** What payments took off (positive). */
  payments: string;
  /** Signed: corrections from typed balances and statements. */
  corrections: string;
  closing: string;
  /** The month's corrections, fees and new charges, each with its note, in date order. */
  notes: LedgerNoteDto[];
}

/** GET /api/debts/{id}/months: every month since the debt was tracked, newest first. */
export interface DebtMonthsDto {
  debtId: string;
  name: string;
  /** Archived (removed with payments): the history stays readable. */
  archived: boolean;
  months: DebtMonthDto[];
}
