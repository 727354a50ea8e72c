import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { hasFeature } from "@/lib/billing/gates";
import { listGoals } from "@/lib/goals/service";
import { queryKeys } from "@/lib/query-keys";
import { GoalsView } from "./_components/goals-view";

export const metadata: Metadata = { title: "Financial Goals" };

// docs/product-rules.md "Goals": goal cards with progress, the create dialog and tips. Goals are read on the server
// under the API's query key, so the page paints complete. Creating and adding money are Basic/Pro (goal
// setting); a Free user still sees (and may delete) the goals they made before downgrading.
export default async function GoalsPage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: queryKeys.goals, queryFn: () => listGoals(user.id) });

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Financial Goals</h1>
        <p className="mt-1.5 text-muted-foreground">
          Set savings targets alongside your debt payoff plan and watch every dollar move you closer.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <GoalsView canSetGoals={hasFeature(user, "goalsAnalytics")} />
      </HydrationBoundary>
    </div>
  );
}
