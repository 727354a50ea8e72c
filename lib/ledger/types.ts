export interface LedgerNoteDto {
  date: string;
  /** Signed decimal string: + raised the balance. */
  amount: string;
  kind: "correction" | "fee" | "purchase";
  note: string | null;
}

/** Decimal strings; closing = opening + interest + fees + newCharges - payments + corrections, to the cent. */
export interface DebtMonthDto {
  month: string;
  opening: string;
  interest: string;
  fees: string;
  newCharges: string;
  /** What payments took off (positive). */
  payments: string;
  corrections: string;
  closing: string;
  notes: LedgerNoteDto[];
}

export interface DebtMonthsDto {
  debtId: string;
  name: string;
  archived: boolean;
  months: DebtMonthDto[];
}
