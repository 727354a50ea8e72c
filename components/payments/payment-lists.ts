import type { QueryClient } from "@tanstack/react-query";
import { isPaymentsKey } from "@/lib/query-keys";

// The payment history's cached lists (app/(app)/payments): one query per filter, keyed by the URL it reads
// ("/api/payments?debtId=..."). Whatever changes payments (logging, an edit or undo, a statement that re-splits
// them) refreshes every one of them.

export function invalidatePaymentLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => isPaymentsKey(query.queryKey) });
}
