"use client";

import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";

import type { ChallengeDto, ParticipationDto } from "@/lib/challenges/types";
import { queryKeys } from "@/lib/query-keys";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { afterHydration } from "@/components/ui/after-hydration";
import { Skeleton } from "@/components/ui/skeleton";
import { YourChallenges } from "./your-challenges";
import { LoadError } from "@/components/feedback/load-error";

// The two tabs not shown first arrive right after the page has hydrated, not with it (the page's JavaScript stays
// within its weight; ARCHITECTURE.md "Speed"): by the time a tab is chosen they are there.
const tabPlaceholder = () => <Skeleton className="h-64 w-full rounded-xl" />;
const AvailableChallenges = afterHydration(
  () => import("./available-challenges").then((m) => m.AvailableChallenges),
  tabPlaceholder,
);
const LeaderboardPanel = afterHydration(
  () => import("./leaderboard-panel").then((m) => m.LeaderboardPanel),
  tabPlaceholder,
);

type Tab = "mine" | "available" | "leaderboards";

// The Challenges screen: three tabs over two reads (the user's participations and the built-in challenges). A
// leaderboard is fetched only once a challenge is selected.
export function ChallengesView() {
  const mine = useQuery<ParticipationDto[]>({ queryKey: queryKeys.myChallenges });
  const available = useQuery<ChallengeDto[]>({ queryKey: queryKeys.availableChallenges });
  const [tab, setTab] = useState<Tab>("mine");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const availableTabRef = useRef<HTMLButtonElement>(null);
  const leaderboardHeadingRef = useRef<HTMLHeadingElement>(null);

  // Buttons inside a panel switch tabs; the panel they sat in unmounts, so focus goes somewhere useful
  // (rendered synchronously first, so the target exists).
  function browseAvailable() {
    flushSync(() => setTab("available"));
    availableTabRef.current?.focus();
  }

  function viewLeaderboard(challengeId: string) {
    flushSync(() => {
      setSelectedId(challengeId);
      setTab("leaderboards");
    });
    leaderboardHeadingRef.current?.focus();
  }

  if (mine.isPending || available.isPending) {
    return (
      <p role="status" className="flex min-h-[30vh] items-center justify-center gap-3 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading challenges...
      </p>
    );
  }
  const failed = mine.isError ? mine : available.isError ? available : null;
  if (failed) {
    const retrying = mine.isRefetching || available.isRefetching;
    return (
      <LoadError
        what="the challenges"
        error={failed.error}
        onRetry={() => void Promise.all([mine.refetch(), available.refetch()])}
        retrying={retrying}
      />
    );
  }

  const participations = mine.data!;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="gap-6">
      {/* Three equal columns that wrap their labels on a phone, a compact strip from sm up. */}
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-9 sm:w-fit">
        <TabsTrigger value="mine" className="h-full py-1.5 text-xs whitespace-normal sm:text-sm sm:whitespace-nowrap">
          Your Challenges ({participations.length})
        </TabsTrigger>
        <TabsTrigger
          ref={availableTabRef}
          value="available"
          className="h-full py-1.5 text-xs whitespace-normal sm:text-sm sm:whitespace-nowrap"
        >
          Available Challenges
        </TabsTrigger>
        <TabsTrigger
          value="leaderboards"
          className="h-full py-1.5 text-xs whitespace-normal sm:text-sm sm:whitespace-nowrap"
        >
          Leaderboards
        </TabsTrigger>
      </TabsList>
      <TabsContent value="mine">
        <YourChallenges
          participations={participations}
          onViewLeaderboard={viewLeaderboard}
          onBrowse={browseAvailable}
        />
      </TabsContent>
      <TabsContent value="available">
        <AvailableChallenges challenges={available.data!} />
      </TabsContent>
      <TabsContent value="leaderboards">
        <LeaderboardPanel
          participations={participations}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onBrowse={browseAvailable}
          headingRef={leaderboardHeadingRef}
        />
      </TabsContent>
    </Tabs>
  );
}
