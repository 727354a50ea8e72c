import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { listDebts } from "@/lib/debts/service";
import { getSavedPlan } from "@/lib/plan/service";
import { withSavedScheduleOnly } from "@/lib/strategies/first-paint";
import { getLatestStrategy } from "@/lib/strategies/read";
import { queryKeys } from "@/lib/query-keys";
import { InstallOffer } from "./_components/deferred";
import { ResultsView } from "./_components/results-view";
import { TipsCard } from "./_components/tips-card";

export const metadata: Metadata = {
  title: "Your Debt Payoff Plan",
  description: "Your payoff strategy compared across avalanche, snowball and minimum payments.",
};

// The latest strategy is read on the server into the query cache under the API's key, so the first paint is the
// plan itself: no loading spinner that the page then jumps away from (layout shift, late LCP). The browser still
// asks the API when the prefetch failed or the cache goes stale (e.g. after a new calculation).
export default async function ResultsPage() {
  const user = await requireUser();
  const plan = getPlan(user.subscriptionPlan);
  const queryClient = new QueryClient();
  // prefetchQuery never throws: on a failure the cache stays empty and ResultsView shows its own loading state.
  await Promise.all([
    // Only the saved plan's schedule: the others are most of the answer and fetched when chosen.
    queryClient.prefetchQuery({
      queryKey: queryKeys.latestStrategy,
      queryFn: async () => {
        const strategy = await getLatestStrategy(user.id);
        return strategy && withSavedScheduleOnly(strategy);
      },
    }),
    // Which card is the saved plan ("Your plan"), and for Pro the debts a custom order lists.
    queryClient.prefetchQuery({ queryKey: queryKeys.plan, queryFn: () => getSavedPlan(user.id) }),
    plan.flags.customStrategy
      ? queryClient.prefetchQuery({ queryKey: queryKeys.debts, queryFn: () => listDebts(user.id) })
      : null,
  ]);
  // A saved plan is the moment to offer installing (docs/product-rules.md "Installing the app").
  const hasPlan = Boolean(queryClient.getQueryData(queryKeys.latestStrategy));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {hasPlan ? <InstallOffer userKey={user.id} /> : null}
      <ResultsView planId={plan.id} flags={plan.flags} tips={<TipsCard />} />
    </HydrationBoundary>
  );
}
