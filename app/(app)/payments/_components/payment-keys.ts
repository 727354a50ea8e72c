import { paymentFilterQuery } from "@/lib/payments/history";
import { queryKeys } from "@/lib/query-keys";
import type { TPaymentFilter } from "@/lib/validations/payments";

// The payment history screen's reads for a filter, shared by its server page (prefetch) and its client view: one
// query key per filter, query string included (the key is also the URL the default query function reads).

export function paymentsQueryKey(filter: TPaymentFilter): readonly [string] {
  return queryKeys.payments(paymentFilterQuery(filter));
}

export function paymentsExportPath(filter: TPaymentFilter): string {
  return `/api/payments/export${paymentFilterQuery(filter)}`;
}
