import type { DebtDto } from "@/lib/debts/types";
import type { BadgeDto } from "@/lib/gamification/types";

export interface PaymentDto {
  id: string;
  debtId: string;
  amount: string;
  description: string;
  paymentDate: string;
  /** docs/product-rules.md "The balance ledger". */
  interestPortion: string;
  principalPortion: string;
}

export interface PaymentChangeDto {
  payment: PaymentDto | null;
  debt: DebtDto;
  withdrawnBadges: BadgeDto[];
  newBadges: BadgeDto[];
}
