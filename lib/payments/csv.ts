import { toCsv } from "@/lib/csv";
import type { PaymentDto } from "./types";

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
