import { PAYMENTS_PATH } from "@/components/payments/payment-lists";
import { paymentFilterQuery } from "@/lib/payments/history";
import type { TPaymentFilter } from "@/lib/validations/payments";

// Query keys of the payment history screen, shared by its server page (prefetch) and its client view. The default
// query function fetches a key's parts joined with "/", so a key is also the URL it reads: one key per filter,
// query string included.

export { PAYMENTS_PATH };

export const DEBTS_QUERY_KEY = ["/api/debts"] as const;

export function paymentsQueryKey(filter: TPaymentFilter): readonly [string] {
  return [`${PAYMENTS_PATH}${paymentFilterQuery(filter)}`];
}

export function paymentsExportPath(filter: TPaymentFilter): string {
  return `${PAYMENTS_PATH}/export${paymentFilterQuery(filter)}`;
}
