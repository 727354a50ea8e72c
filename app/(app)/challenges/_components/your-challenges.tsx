"use client";

import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CircleCheck, Compass, Loader2, Trophy } from "lucide-react";

import type { ParticipationDto } from "@/lib/challenges/types";
import { ApiError, apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { DaysLeft, RewardLine, TypeBadge, TypeIcon, howProgressMoves, progressText } from "./challenge-visuals";

export function YourChallenges({
  participations,
  onViewLeaderboard,
  onBrowse,
}: {
  participations: ParticipationDto[];
  onViewLeaderboard: (challengeId: string) => void;
  onBrowse: () => void;
}) {
  if (participations.length === 0) {
    return (
      <Card className="items-center gap-3 px-6 py-12 text-center">
        <Trophy aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No Active Challenges</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Join a community challenge to build a money habit with others. Your progress updates as you go.
        </p>
        <Button type="button" onClick={onBrowse} className="mt-2">
          <Compass aria-hidden="true" />
          Browse Available Challenges
        </Button>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Your challenges">
      {participations.map((p) => (
        <li key={p.id} className="flex">
          <ParticipationCard participation={p} onViewLeaderboard={onViewLeaderboard} />
        </li>
      ))}
    </ul>
  );
}

function ParticipationCard({
  participation: p,
  onViewLeaderboard,
}: {
  participation: ParticipationDto;
  onViewLeaderboard: (challengeId: string) => void;
}) {
  const titleId = useId();
  const { challenge } = p;
  const ended = p.daysLeft === 0 && !p.isCompleted;
  const how = howProgressMoves(challenge.challengeType);

  return (
    <Card role="article" aria-labelledby={titleId} className="w-full gap-4" data-testid="participation-card">
      <CardHeader className="flex items-start gap-3">
        <TypeIcon challengeType={challenge.challengeType} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>
              <h3 id={titleId} className="text-base">
                {challenge.title}
              </h3>
            </CardTitle>
            {p.isCompleted ? (
              <Badge variant="success">
                <CircleCheck aria-hidden="true" />
                Completed
              </Badge>
            ) : null}
          </div>
          <CardDescription>{challenge.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <div className="space-y-1.5">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium tabular-nums" data-testid="progress-text">
              {progressText(p.measure, p.progress, challenge.targetAmount, challenge.duration)}
            </span>
            <span className="font-semibold tabular-nums" data-testid="progress-percent">
              {p.progressPercent}%
            </span>
          </div>
          <Progress value={p.progressPercent} aria-label={`${challenge.title} progress`} />
          {how ? <p className="text-xs text-muted-foreground">{how}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <DaysLeft days={p.daysLeft} ended={ended} />
          <TypeBadge challengeType={challenge.challengeType} />
        </div>
        <RewardLine reward={challenge.reward} earned={p.isCompleted} />
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {p.measure === "days" && !p.isCompleted && !ended ? <CheckInButton participation={p} /> : null}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => onViewLeaderboard(p.challengeId)}
        >
          <Trophy aria-hidden="true" />
          View Leaderboard
        </Button>
      </CardFooter>
    </Card>
  );
}

function CheckInButton({ participation: p }: { participation: ParticipationDto }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiJson<ParticipationDto>("POST", `/api/challenges/${encodeURIComponent(p.challengeId)}/check-in`),
    onSuccess: (updated) => {
      queryClient.setQueryData<ParticipationDto[]>(queryKeys.myChallenges, (list) =>
        list?.map((x) => (x.id === updated.id ? updated : x)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard(p.challengeId) });
      const days = progressText(updated.measure, updated.progress, null, updated.challenge.duration);
      toast(
        updated.isCompleted
          ? { title: "Challenge completed!", description: `You finished ${updated.challenge.title}: ${days}.` }
          : { title: "Checked in for today!", description: `${days} so far. Keep it going.` },
      );
    },
    onError: (error) => {
      toast({ title: "Failed to check in", description: errorMessage(error), variant: "destructive" });
      // Already checked in elsewhere (another tab): show the stored state.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.myChallenges });
    },
  });

  if (p.checkedInToday) {
    return (
      <Button type="button" variant="secondary" className="w-full sm:w-auto" disabled>
        <CircleCheck aria-hidden="true" />
        Checked in today
      </Button>
    );
  }
  return (
    <Button type="button" className="w-full sm:w-auto" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      {mutation.isPending ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <CalendarCheck aria-hidden="true" />
      )}
      {mutation.isPending ? "Checking in..." : "Check in today"}
    </Button>
  );
}
