"use client";

import { useId } from "react";
import Link from "@/components/ui/link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Crown, Loader2, Lock, Target, UserPlus, Users } from "lucide-react";

import { participantsText, type ChallengeDto, type ParticipationDto } from "@/lib/challenges/types";
import { ApiError, apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { formatDollars } from "@/lib/format";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { DaysLeft, RewardLine, TypeBadge, TypeIcon } from "./challenge-visuals";

export function AvailableChallenges({ challenges }: { challenges: ChallengeDto[] }) {
  if (challenges.length === 0) {
    return (
      <Card className="items-center px-6 py-12 text-center">
        <p className="font-medium">No challenges are open right now.</p>
        <p className="text-sm text-muted-foreground">Check back soon for new community challenges.</p>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Available challenges">
      {challenges.map((c) => (
        <li key={c.id} className="flex">
          <ChallengeCard challenge={c} />
        </li>
      ))}
    </ul>
  );
}

function ChallengeCard({ challenge: c }: { challenge: ChallengeDto }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="w-full gap-4" data-testid="challenge-card">
      <CardHeader className="flex items-start gap-3">
        <TypeIcon challengeType={c.challengeType} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <CardTitle>
            <h3 id={titleId} className="text-base">
              {c.title}
            </h3>
          </CardTitle>
          <CardDescription>{c.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <DaysLeft days={c.daysLeft} />
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="participants">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {participantsText(c.participants)}
          </span>
          <TypeBadge challengeType={c.challengeType} />
        </div>
        {c.targetAmount !== null ? (
          <p className="flex items-center gap-1.5 text-sm">
            <Target aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span>
              <span className="font-medium">Target:</span> {formatDollars(c.targetAmount)}
            </span>
          </p>
        ) : null}
        <RewardLine reward={c.reward} />
        {c.upgrade ? (
          // The server refuses the join (403) with this same message: the plan cannot move the challenge.
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="challenge-upgrade">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{c.upgrade.message}</span>
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        {c.upgrade && !c.joined ? (
          <Button asChild variant="outline" className="w-full">
            <Link href="/subscribe">
              <Crown aria-hidden="true" />
              Upgrade to {c.upgrade.planName}
            </Link>
          </Button>
        ) : (
          <JoinButton challenge={c} />
        )}
      </CardFooter>
    </Card>
  );
}

function JoinButton({ challenge: c }: { challenge: ChallengeDto }) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.myChallenges }),
      queryClient.invalidateQueries({ queryKey: queryKeys.availableChallenges }),
    ]);
  const mutation = useMutation({
    mutationFn: () => apiJson<ParticipationDto>("POST", `/api/challenges/${encodeURIComponent(c.id)}/join`),
    // Awaited, so the button stays "Joining..." until the lists show the join (no window for a second click).
    onSuccess: async (participation) => {
      await refreshLists();
      toast({ title: "Challenge joined!", description: `${participation.challenge.title} is now in Your Challenges.` });
    },
    onError: async (error) => {
      toast({ title: "Failed to join challenge", description: errorMessage(error), variant: "destructive" });
      // Joined meanwhile (another tab) or no longer open: show the current state.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) await refreshLists();
    },
  });

  if (c.joined) {
    return (
      <Button type="button" variant="secondary" className="w-full" disabled>
        <CircleCheck aria-hidden="true" />
        Already Joined
      </Button>
    );
  }
  return (
    <Button
      type="button"
      className="w-full"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      aria-label={mutation.isPending ? undefined : `Join Challenge: ${c.title}`}
    >
      {mutation.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <UserPlus aria-hidden="true" />}
      {mutation.isPending ? "Joining..." : "Join Challenge"}
    </Button>
  );
}
