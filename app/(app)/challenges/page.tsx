import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { requireUser } from "@/lib/auth/current-user";
import { listAvailable, listMine } from "@/lib/challenges/service";
import { queryKeys } from "@/lib/query-keys";
import { ChallengesView } from "./_components/challenges-view";

export const metadata: Metadata = { title: "Financial Challenges" };

// /challenges: the user's challenges, the built-in ones to join, and leaderboards. Both lists are read
// on the server under the API's query keys, so the page paints complete.
export default async function ChallengesPage() {
  const user = await requireUser();
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: queryKeys.myChallenges, queryFn: () => listMine(user.id) }),
    queryClient.prefetchQuery({ queryKey: queryKeys.availableChallenges, queryFn: () => listAvailable(user) }),
  ]);

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Financial Challenges</h1>
        <p className="mt-1.5 text-muted-foreground">
          Join a community challenge, build better money habits alongside other members, and see how you rank.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ChallengesView />
      </HydrationBoundary>
    </div>
  );
}
