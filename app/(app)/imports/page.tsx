import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { listDebts } from "@/lib/debts/service";
import { queryKeys } from "@/lib/query-keys";
import { ImportsView } from "./_components/imports-view";

export const metadata: Metadata = { title: "Import from your bank" };

// docs/product-rules.md "Importing bank and card files": upload a bank's or card issuer's export, check what
// DebtWise found (the CSV's columns too), apply it, and undo a past import. The debts are read on the server under
// the API's key, so the debt choices paint with the page; the imports are the browser's own requests.
export default async function ImportsPage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: queryKeys.debts, queryFn: () => listDebts(user.id) });

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Import from your bank</h1>
        <p className="mt-1.5 text-muted-foreground">
          Upload the file your bank or card issuer exports. DebtWise finds the payments, charges, interest and fees in
          it; you check them, and nothing changes until you apply.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ImportsView />
      </HydrationBoundary>
    </div>
  );
}
