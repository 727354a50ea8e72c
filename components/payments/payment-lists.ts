import type { QueryClient } from "@tanstack/react-query";
import { paymentFilterQuery } from "@/lib/payments/history";
import type { PaymentDto } from "@/lib/payments/types";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { isPaymentsKey, queryKeys } from "@/lib/query-keys";

// The payment history caches one list per filter, keyed by the URL it reads ("/api/payments?debtId=...").

/** Everything a logged payment changes; refreshed after a change to payments (an edit, an undo, an import). */
export const LOG_PAYMENT_INVALIDATES = [
  queryKeys.debts,
  queryKeys.gamificationSummary,
  queryKeys.latestStrategy,
  queryKeys.latestStrategySummary,
  queryKeys.planThisMonth,
  queryKeys.progress,
  queryKeys.forecast,
] as const;

export function invalidatePaymentLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => isPaymentsKey(query.queryKey) });
}

/** Read under the history's key, so a logged or changed payment refreshes it. Throws when the list cannot be read. */
export async function samePaymentLogged(
  queryClient: QueryClient,
  payment: { debtId: string; amount: string; paymentDate: string },
): Promise<PaymentDto | null> {
  const day = { debtId: payment.debtId, from: payment.paymentDate, to: payment.paymentDate };
  const logged = await queryClient.fetchQuery<PaymentDto[]>({ queryKey: queryKeys.payments(paymentFilterQuery(day)) });
  const cents = parseMoneyToCents(payment.amount);
  return logged.find((p) => parseMoneyToCents(p.amount) === cents) ?? null;
}
