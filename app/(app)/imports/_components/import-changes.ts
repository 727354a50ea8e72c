import type { QueryClient } from "@tanstack/react-query";

import { ApiError, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { LOG_PAYMENT_INVALIDATES, invalidatePaymentLists } from "@/components/payments/payment-lists";

// What applying or undoing an import refreshes, and how a plan-limit refusal is told apart. Applying logs payments
// and records charges, interest, fees and balances through the ledger (docs/product-rules.md "Importing bank and
// card files"), so it refreshes everything a logged payment changes, the saved plan, every payment list and the
// imports' history.

const IMPORT_CHANGE_INVALIDATES = [...LOG_PAYMENT_INVALIDATES, queryKeys.plan, queryKeys.imports] as const;

export function refreshAfterImportChange(queryClient: QueryClient): void {
  for (const queryKey of IMPORT_CHANGE_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
  invalidatePaymentLists(queryClient);
}

/**
 * The server's message when the plan's monthly file limit refused the request (403 plan_limit, on upload or apply:
 * docs/product-rules.md "Plans and limits"), shown with the way to upgrade; null for any other failure.
 */
export function planLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const body = JSON.parse(error.body) as { error?: { code?: string } };
    return body.error?.code === "plan_limit" ? errorMessage(error) : null;
  } catch {
    return null;
  }
}
