import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getDebtMonths } from "@/lib/ledger/service";
import { queryKeys } from "@/lib/query-keys";
import { StatementHistory } from "./_components/statement-history";

export const metadata: Metadata = { title: "Statement history" };

// A debt's statement history (docs/product-rules.md "The balance ledger", statement view): each calendar month's
// opening balance, interest, fees, new charges, payments, corrections and closing balance, to hold against the
// lender's statement. Read on the server under the API's query key so the page paints complete; a failure (another
// user's debt is a 404) leaves the cache empty and the browser asks the API itself, which shows the error.
export default async function DebtStatementPage({ params }: PageProps<"/debts/[id]">) {
  const user = await requireUser();
  const { id } = await params;
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: queryKeys.debtMonths(id), queryFn: () => getDebtMonths(user.id, id) });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <StatementHistory debtId={id} />
    </HydrationBoundary>
  );
}
