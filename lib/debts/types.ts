import type { DebtKind } from "@/lib/payoff/types";

export type { DebtKind };

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
  balance: string;
  originalBalance: string;
  interestRate: string;
  minPayment: string;
  dueDay: number | null;
  kind: DebtKind;
  promoRate: string | null;
  promoEndsOn: string | null;
  deferredInterest: boolean;
  /** Null when none was entered (docs/product-rules.md "Credit limits and utilization"). */
  creditLimit: string | null;
  /** Words the bank writes for this payee ("NAVIENT"): file import matches bank lines by them. */
  payeeWords: string[];
  isClosed: boolean;
  createdAt: string;
}

/** `entry` is the ledger row that holds the difference (a "fee" counts as interest); `correction` null: it matched. */
export interface StatementResultDto {
  debt: DebtDto;
  correction: {
    /** Signed decimal string: "42.17" more owed, "-100.00" less. */
    amount: string;
    kind: "interest_and_fees" | "new_charges" | "unknown_payments";
    entry: "correction" | "fee" | "purchase";
    label: string;
  } | null;
}
