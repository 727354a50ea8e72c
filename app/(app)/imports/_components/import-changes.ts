import type { QueryClient } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";
import { LOG_PAYMENT_INVALIDATES } from "@/components/payments/log-payment-dialog";
import { invalidatePaymentLists } from "@/components/payments/payment-lists";

// What applying or undoing an import refreshes: it logs payments and records charges, interest, fees and balances
// through the ledger (docs/product-rules.md "Importing bank and card files"), so everything a logged payment changes,
// the saved plan, every payment list and the imports' history.

const IMPORT_CHANGE_INVALIDATES = [...LOG_PAYMENT_INVALIDATES, queryKeys.plan, queryKeys.imports] as const;

export function refreshAfterImportChange(queryClient: QueryClient): void {
  for (const queryKey of IMPORT_CHANGE_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
  invalidatePaymentLists(queryClient);
}
