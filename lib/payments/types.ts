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
  /** The part that paid interest charged and not yet paid (README "The balance ledger"); decimal string. */
  interestPortion: string;
  /** The rest, which lowered the balance owed; decimal string. */
  principalPortion: string;
}
