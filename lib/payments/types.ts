import type { DebtDto } from "@/lib/debts/types";
import type { BadgeDto } from "@/lib/gamification/types";

// Wire shape of a logged payment (POST /api/payments/log answers one as `payment`, GET /api/payments lists them);
// the same fields as LogPaymentResultDto.payment. Client-safe.

export interface PaymentDto {
  id: string;
  debtId: string;
  /** Decimal string with 2 decimals: "125.00". */
  amount: string;
  description: string;
  /** Calendar day "YYYY-MM-DD". */
  paymentDate: string;
  /** The part that paid interest charged and not yet paid (docs/product-rules.md "The balance ledger"); decimal. */
  interestPortion: string;
  /** The rest, which lowered the balance owed; decimal string. */
  principalPortion: string;
}

/** PATCH and DELETE /api/payments/{id}: the payment as corrected (null when undone), its debt, and badge changes. */
export interface PaymentChangeDto {
  payment: PaymentDto | null;
  debt: DebtDto;
  /** Badges the payments no longer earn, withdrawn with their XP. */
  withdrawnBadges: BadgeDto[];
  /** Badges an edit made them earn. */
  newBadges: BadgeDto[];
}
