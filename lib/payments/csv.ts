import { toCsv } from "@/lib/csv";
import type { PaymentDto } from "./types";

// GET /api/payments/export: the payment history as CSV, the same rows and split the history screen shows.

export const PAYMENTS_CSV_HEADER = ["Date", "Debt", "Amount", "Interest", "Principal", "Note"];

export function paymentsCsv(payments: readonly PaymentDto[], debtNames: ReadonlyMap<string, string>): string {
  return toCsv([
    PAYMENTS_CSV_HEADER,
    ...payments.map((p) => [
      p.paymentDate,
      debtNames.get(p.debtId) ?? "",
      p.amount,
      p.interestPortion,
      p.principalPortion,
      p.description,
    ]),
  ]);
}
