// Wire shape of a debt (GET/POST/PATCH /api/debts). Safe to import from client components.
export interface DebtDto {
  id: string;
  name: string;
  /** Current balance, decimal string with 2 decimals: "1234.56". */
  balance: string;
  /** Balance when the debt was added; progress = (originalBalance - balance) / originalBalance. */
  originalBalance: string;
  /** APR percent as a decimal string: "18.99". */
  interestRate: string;
  minPayment: string;
  dueDay: number | null;
  isClosed: boolean;
  createdAt: string;
}

/** POST /api/debts/{id}/statement: the debt after the statement, and the correction recorded (null: it matched). */
export interface StatementResultDto {
  debt: DebtDto;
  correction: {
    /** Signed decimal string: "42.17" more owed, "-100.00" less. */
    amount: string;
    kind: "interest_and_fees" | "unknown_payments";
    /** How the history shows it. */
    label: string;
  } | null;
}
