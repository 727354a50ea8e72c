import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { listDebts } from "@/lib/debts/service";
import { listLetters, listTemplates } from "@/lib/negotiations/service";
import { queryKeys } from "@/lib/query-keys";
import { NegotiationCenter } from "./negotiation-center";

// The Negotiation Center, served at /negotiations and /negotiate. Letters, templates and debts are read on the
// server under the API's query keys, so the screen paints complete and the dialog's debt list is ready.
export async function NegotiationsScreen() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: queryKeys.letters, queryFn: () => listLetters(user.id) }),
    queryClient.prefetchQuery({ queryKey: queryKeys.letterTemplates, queryFn: () => listTemplates() }),
    queryClient.prefetchQuery({ queryKey: queryKeys.debts, queryFn: () => listDebts(user.id) }),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <NegotiationCenter />
    </HydrationBoundary>
  );
}
