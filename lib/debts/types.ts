// Wire shape of a debt (GET/POST/PATCH /api/debts). Safe to import from client components.
import type { DebtKind } from "@/lib/payoff/types";

export type { DebtKind };

/** How screens and letters name each kind. */
export const DEBT_KIND_LABELS: Record<DebtKind, string> = {
  credit_card: "Credit card",
  auto: "Auto loan",
  student: "Student loan",
  mortgage: "Mortgage",
  personal: "Personal loan",
  medical: "Medical bill",
  other: "Other",
};

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
  /** Default "other"; no effect on the math. */
  kind: DebtKind;
  /** Promotional APR percent ("0", "2.99"); null when the debt has no promo. */
  promoRate: string | null;
  /** "YYYY-MM", the last month at the promotional rate; null with no promo. */
  promoEndsOn: string | null;
  /** Deferred-interest promo (only with a promo). */
  deferredInterest: boolean;
  /**
   * Credit limit, decimal string ("5000.00"); null when none was entered. Utilization is balance / limit
   * (lib/debts/utilization.ts; docs/product-rules.md "Credit limits and utilization").
   */
  creditLimit: string | null;
  /** Words the bank writes for this payee ("NAVIENT"): file import matches bank lines by them. */
  payeeWords: string[];
  isClosed: boolean;
  createdAt: string;
}

/**
 * POST /api/debts/{id}/statement: the debt after the statement, and the difference recorded (null: it matched).
 * `kind` says what the difference is; `entry` which ledger row holds it: a "correction" (less owed, or more owed
 * without saying what), a "fee" (interest and fees, counted as interest) or a "purchase" (new charges).
 */
export interface StatementResultDto {
  debt: DebtDto;
  correction: {
    /** Signed decimal string: "42.17" more owed, "-100.00" less. */
    amount: string;
    kind: "interest_and_fees" | "new_charges" | "unknown_payments";
    entry: "correction" | "fee" | "purchase";
    /** How the history shows it. */
    label: string;
  } | null;
}
