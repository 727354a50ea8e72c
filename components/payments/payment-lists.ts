import type { QueryClient } from "@tanstack/react-query";

// The payment history's cached lists (app/(app)/payments): one query per filter, keyed by the URL it reads
// ("/api/payments?debtId=..."). Whatever changes payments (logging, an edit or undo, a statement that re-splits
// them) refreshes every one of them.

export const PAYMENTS_PATH = "/api/payments";

function isPaymentsKey(queryKey: readonly unknown[]): boolean {
  const first = queryKey[0];
  return typeof first === "string" && (first === PAYMENTS_PATH || first.startsWith(`${PAYMENTS_PATH}?`));
}

export function invalidatePaymentLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => isPaymentsKey(query.queryKey) });
}
