import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getSharedPlan, listSharedPlans } from "@/lib/shared-plans/service";
import { queryKeys } from "@/lib/query-keys";
import { SharedPlansView } from "./_components/shared-plans-view";

export const metadata: Metadata = { title: "Shared Plans" };

// /shared-plans: plan cards, the create dialog, and the plan-detail dialog (progress, members, the
// newest 5 contributions) with its invite and contribute dialogs. ?plan=<id> opens that plan's detail (where
// accepting an invitation lands). Data is read on the server under the API's query keys, so the page paints
// complete; a plan the user may not see simply is not prefetched and the dialog shows the API's answer.
export default async function SharedPlansPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const plan = (await searchParams).plan;
  const openPlanId = typeof plan === "string" && plan.length > 0 && plan.length <= 64 ? plan : null;

  const queryClient = new QueryClient();
  // prefetchQuery never throws: on a failure the cache stays empty and the browser asks the API itself.
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: queryKeys.sharedPlans, queryFn: () => listSharedPlans(user.id) }),
    openPlanId
      ? queryClient.prefetchQuery({
          queryKey: queryKeys.sharedPlan(openPlanId),
          queryFn: () => getSharedPlan(user.id, openPlanId),
        })
      : null,
  ]);

  return (
    <div className="space-y-8">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <SharedPlansView initialPlanId={openPlanId} />
      </HydrationBoundary>
    </div>
  );
}
