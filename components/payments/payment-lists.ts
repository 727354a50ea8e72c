import type { QueryClient } from "@tanstack/react-query";
import { paymentFilterQuery } from "@/lib/payments/history";
import type { PaymentDto } from "@/lib/payments/types";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { isPaymentsKey, queryKeys } from "@/lib/query-keys";

// The payment history's cached lists (app/(app)/payments): one query per filter, keyed by the URL it reads
// ("/api/payments?debtId=..."). Whatever changes payments (logging, an edit or undo, a statement that re-splits
// them) refreshes every one of them.

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

/**
 * A payment already logged to the debt on that day for exactly that amount, read as the history reads a debt's day
 * (GET /api/payments?debtId&from&to, under the history's key, so a logged or changed payment refreshes it); null
 * when there is none. Throws when the list cannot be read.
 */
export async function samePaymentLogged(
  queryClient: QueryClient,
  payment: { debtId: string; amount: string; paymentDate: string },
): Promise<PaymentDto | null> {
  const day = { debtId: payment.debtId, from: payment.paymentDate, to: payment.paymentDate };
  const logged = await queryClient.fetchQuery<PaymentDto[]>({ queryKey: queryKeys.payments(paymentFilterQuery(day)) });
  const cents = parseMoneyToCents(payment.amount);
  return logged.find((p) => parseMoneyToCents(p.amount) === cents) ?? null;
}
