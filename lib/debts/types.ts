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
