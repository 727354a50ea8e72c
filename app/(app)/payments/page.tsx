import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { FileUp } from "lucide-react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { listDebts } from "@/lib/debts/service";
import { paymentFilterFrom } from "@/lib/payments/history";
import { listPayments } from "@/lib/payments/service";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { paymentsQueryKey } from "./_components/payment-keys";
import { PaymentHistory } from "./_components/payment-history";

export const metadata: Metadata = { title: "Payment history" };

// docs/product-rules.md "Screens and routes" (/payments): every logged payment with its interest/principal split,
// filtered by debt (?debtId=, which the dashboard's debt rows link to) and dates (?from=&to=), with Edit and Undo and a
// CSV of what is shown. The debts and the payments the URL asks for are read on the server under the API's query keys,
// so the page paints complete; changing a filter afterwards is the browser's own request.
export default async function PaymentsPage({ searchParams }: PageProps<"/payments">) {
  const user = await requireUser();
  const params = await searchParams;
  const parsed = paymentFilterFrom((name) => {
    const value = params[name];
    return typeof value === "string" ? value : undefined;
  });

  const queryClient = new QueryClient();
  // prefetchQuery never throws: on a failure (another user's debt is a 404) the cache stays empty and the browser
  // asks the API itself, which shows the error with a retry.
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: queryKeys.debts, queryFn: () => listDebts(user.id) }),
    parsed.ok
      ? queryClient.prefetchQuery({
          queryKey: paymentsQueryKey(parsed.filter),
          queryFn: () => listPayments(user.id, parsed.filter),
        })
      : null,
  ]);

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payment history</h1>
          <p className="mt-1.5 text-muted-foreground">
            Every payment you logged, with the part that paid interest and the part that lowered what you owe. Fix a
            mistake or undo a payment here; your balances, streak and badges follow.
          </p>
        </div>
        {/* Payments made at the bank need not be typed: its export can be imported (docs/product-rules.md
            "Importing bank and card files"). */}
        <Button asChild variant="outline" size="sm">
          <Link href="/imports">
            <FileUp aria-hidden="true" />
            Import from your bank
          </Link>
        </Button>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        {/* The CSV is Basic and Pro (the route answers 403 on Free): Free sees an upgrade note instead. */}
        <PaymentHistory canExport={getPlan(user.subscriptionPlan).flags.csvExport} />
      </HydrationBoundary>
    </div>
  );
}
