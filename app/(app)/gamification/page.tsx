import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { getGamificationSummary } from "@/lib/gamification/service";
import { queryKeys } from "@/lib/query-keys";
import { GamificationOverview } from "./_components/gamification-overview";

export const metadata: Metadata = { title: "Your Debt-Free Journey" };

// /gamification: level progress, payment streak, achievements and recent activity. The summary is
// read on the server under the API's query key, so the page paints complete; the client keeps it live.
export default async function GamificationPage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({
    queryKey: queryKeys.gamificationSummary,
    queryFn: () => getGamificationSummary(user.id),
  });

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your Debt-Free Journey</h1>
        <p className="mt-1.5 text-muted-foreground">
          Every payment you log earns experience, keeps your streak alive and unlocks achievements.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <GamificationOverview />
      </HydrationBoundary>
    </div>
  );
}
