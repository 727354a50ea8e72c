"use client";

import Link from "@/components/ui/link";
import { useRef } from "react";
import { useSearchParams } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Download, Receipt, ScrollText } from "lucide-react";

import { apiRequest } from "@/lib/client/api-client";
import { attachmentFileName, downloadFile } from "@/lib/client/download";
import type { DebtDto } from "@/lib/debts/types";
import {
  hasPaymentFilter,
  paymentFilterFrom,
  PAYMENT_FILTER_PARAMS,
  type PaymentFilterParam,
} from "@/lib/payments/history";
import type { PaymentDto } from "@/lib/payments/types";
import type { TPaymentFilter } from "@/lib/validations/payments";
import { queryKeys } from "@/lib/query-keys";
import { UpgradeNote } from "@/components/billing/upgrade-note";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadError } from "@/components/feedback/load-error";
import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SkeletonList } from "@/components/ui/loading-region";
import { Spinner } from "@/components/ui/spinner";
import { PaymentFilters } from "./payment-filters";
import { PaymentList } from "./payment-list";
import { paymentsExportPath, paymentsQueryKey } from "./payment-keys";
import { QueuedPayments } from "./queued-payments";

// The history screen under the page's heading: filters and the CSV button (Basic and Pro; an upgrade note on Free),
// then the payments with their loading, error and empty states. The filter is read from the URL on every render,
// and a change replaces the URL in place (history.replaceState, which Next's router follows): no server round
// trip, and the list's own query fetches.

/** Only if a proxy dropped the server's Content-Disposition. */
const FALLBACK_CSV_NAME = "debtwise-payments.csv";

function replaceFilterInUrl(mutate: (params: URLSearchParams) => void): void {
  const params = new URLSearchParams(window.location.search);
  mutate(params);
  const query = params.toString();
  window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
}

export function PaymentHistory({ canExport }: { canExport: boolean }) {
  const searchParams = useSearchParams();
  const parsed = paymentFilterFrom((name) => searchParams.get(name));
  const filter: TPaymentFilter = parsed.ok ? parsed.filter : {};
  const headingRef = useRef<HTMLHeadingElement>(null);

  const debtsQuery = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const paymentsQuery = useQuery<PaymentDto[]>({ queryKey: paymentsQueryKey(filter), enabled: parsed.ok });
  const debts = debtsQuery.data ?? [];
  const names = new Map(debts.map((d) => [d.id, d.name]));

  const download = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("GET", paymentsExportPath(filter));
      return { fileName: attachmentFileName(res, FALLBACK_CSV_NAME), text: await res.text() };
    },
    onSuccess: ({ fileName, text }) => {
      // Through a Blob rather than a link to the route: a failure (a 429, a session that ended) is a toast, not a
      // browser error page.
      downloadFile(fileName, text, "text/csv;charset=utf-8");
      toast({ title: "Your payments are downloading", description: fileName });
    },
    onError: (error) => reportFailure(error, "Failed to download your payments"),
  });

  const setFilter = (name: PaymentFilterParam, value: string) =>
    replaceFilterInUrl((params) => (value ? params.set(name, value) : params.delete(name)));
  const clearFilters = () =>
    replaceFilterInUrl((params) => PAYMENT_FILTER_PARAMS.forEach((name) => params.delete(name)));

  const payments = paymentsQuery.data;
  const canDownload = parsed.ok && Boolean(payments?.length);

  return (
    <div className="space-y-6">
      <QueuedPayments />
      <Card role="region" aria-label="Filters" className="gap-4 px-4 sm:px-6">
        <PaymentFilters
          values={{
            debtId: searchParams.get("debtId") ?? "",
            from: searchParams.get("from") ?? "",
            to: searchParams.get("to") ?? "",
          }}
          debts={debts}
          problem={parsed.ok ? null : parsed}
          onChange={setFilter}
          onClear={clearFilters}
        />
      </Card>

      <section aria-labelledby="payments-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="payments-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            Payments
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {filter.debtId && names.has(filter.debtId) ? (
              // The chosen debt's month-by-month statement view (docs/product-rules.md "The balance ledger").
              <Button asChild variant="ghost">
                <Link
                  href={`/debts/${encodeURIComponent(filter.debtId)}`}
                  aria-label={`Statement history for ${names.get(filter.debtId)}`}
                >
                  <ScrollText aria-hidden="true" />
                  Statement history
                </Link>
              </Button>
            ) : null}
            {canExport ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => download.mutate()}
                disabled={!canDownload || download.isPending}
              >
                {download.isPending ? <Spinner label="" aria-hidden="true" /> : <Download aria-hidden="true" />}
                Download CSV
              </Button>
            ) : (
              <UpgradeNote action="Upgrade to download">CSV export is included in Basic and Pro.</UpgradeNote>
            )}
          </div>
        </div>

        {!parsed.ok ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            Fix the filter above to see your payments.
          </p>
        ) : paymentsQuery.isPending ? (
          <SkeletonList
            label="Loading your payments..."
            count={3}
            className="space-y-3"
            itemClassName="h-12 rounded-xl"
          />
        ) : paymentsQuery.isError ? (
          <LoadError
            what="your payments"
            error={paymentsQuery.error}
            onRetry={() => void paymentsQuery.refetch()}
            retrying={paymentsQuery.isRefetching}
          />
        ) : payments!.length === 0 ? (
          hasPaymentFilter(filter) ? (
            <NoMatches onClear={clearFilters} />
          ) : (
            <NoPayments />
          )
        ) : (
          <PaymentList
            payments={payments!}
            debtName={(id) => names.get(id) ?? "Unknown debt"}
            onUndone={() => headingRef.current?.focus()}
          />
        )}
      </section>
    </div>
  );
}

function NoPayments() {
  return (
    <EmptyState icon={Receipt} title="No payments yet">
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Log a payment from the dashboard and it shows here, split into interest and principal.
      </p>
      <Button asChild className="mt-5">
        <Link href="/">Go to the dashboard</Link>
      </Button>
    </EmptyState>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState icon={Receipt} title="No payments match these filters">
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Choose another debt or dates, or show every payment.
      </p>
      <Button type="button" variant="outline" className="mt-5" onClick={onClear}>
        Show all payments
      </Button>
    </EmptyState>
  );
}
