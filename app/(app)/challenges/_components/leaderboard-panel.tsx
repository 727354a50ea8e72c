"use client";

import { useId, type Ref } from "react";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Compass, Loader2, Trophy } from "lucide-react";

import {
  rankTone,
  type LeaderboardDto,
  type LeaderboardEntryDto,
  type ParticipationDto,
  type RankTone,
} from "@/lib/challenges/types";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
// Radix Select loads after the page (components/ui/lazy-select.tsx).
import { LazySelect } from "@/components/ui/lazy-select";
import { leaderboardValue } from "./challenge-visuals";
import { LoadError } from "@/components/feedback/load-error";

/** Rank colours: 1 yellow, 2 gray, 3 orange, the rest blue. */
const RANK_TONE_CLASSES: Record<RankTone, string> = {
  yellow: "bg-yellow-400 text-yellow-950",
  gray: "bg-gray-300 text-gray-900 dark:bg-gray-500 dark:text-white",
  orange: "bg-orange-400 text-orange-950",
  blue: "bg-blue-500/15 text-blue-700 dark:text-blue-300",
};

export function LeaderboardPanel({
  participations,
  selectedId,
  onSelect,
  onBrowse,
  headingRef,
}: {
  participations: ParticipationDto[];
  selectedId: string | null;
  onSelect: (challengeId: string) => void;
  onBrowse: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const selectId = useId();
  const selected = participations.find((p) => p.challengeId === selectedId) ?? null;

  return (
    <div className="space-y-4">
      {participations.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Label htmlFor={selectId}>Challenge</Label>
          <LazySelect
            id={selectId}
            value={selected?.challengeId ?? ""}
            onValueChange={onSelect}
            options={participations.map((p) => ({ value: p.challengeId, label: p.challenge.title }))}
            placeholder="Choose one of your challenges"
            className="w-full sm:w-80"
          />
        </div>
      ) : null}

      {selected ? (
        <Leaderboard challenge={selected} headingRef={headingRef} />
      ) : (
        <Card className="items-center gap-3 px-6 py-12 text-center">
          <Trophy aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            Select a Challenge
          </h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {participations.length > 0
              ? "Choose one of your challenges above, or use View Leaderboard on its card, to see how you rank."
              : "Join a challenge first, then come back here to see how you rank against other members."}
          </p>
          {participations.length === 0 ? (
            <Button type="button" variant="outline" onClick={onBrowse} className="mt-2">
              <Compass aria-hidden="true" />
              Browse Available Challenges
            </Button>
          ) : null}
        </Card>
      )}
    </div>
  );
}

function Leaderboard({ challenge, headingRef }: { challenge: ParticipationDto; headingRef: Ref<HTMLHeadingElement> }) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<LeaderboardDto>({
    queryKey: queryKeys.leaderboard(challenge.challengeId),
  });

  return (
    <Card className="gap-4" aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="outline-none">
            Challenge Leaderboard
          </h2>
        </CardTitle>
        <CardDescription>Top performers in this challenge</CardDescription>
        <p className="text-sm font-medium">{challenge.challenge.title}</p>
      </CardHeader>
      <CardContent aria-busy={isPending}>
        {isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Loading leaderboard...
          </p>
        ) : isError ? (
          <LoadError
            what="this leaderboard"
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
            inline
            className="py-2"
          />
        ) : data.entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No participants yet in this challenge</p>
        ) : (
          <LeaderboardList board={data} />
        )}
      </CardContent>
    </Card>
  );
}

function LeaderboardList({ board }: { board: LeaderboardDto }) {
  return (
    <>
      <ol className="divide-y" aria-label="Leaderboard">
        {board.entries.map((entry, i) => {
          // The viewer's own row can come after the top ones with a gap in the ranks: mark the gap.
          const gap = i > 0 && entry.rank > board.entries[i - 1]!.rank + 1;
          return <LeaderboardRow key={entry.id} entry={entry} measure={board.measure} gap={gap} />;
        })}
      </ol>
      <p className="mt-3 text-xs text-muted-foreground">
        {board.totalParticipants} {board.totalParticipants === 1 ? "member" : "members"} ranked. Members are shown by
        first name and last initial only.
      </p>
    </>
  );
}

function LeaderboardRow({
  entry,
  measure,
  gap,
}: {
  entry: LeaderboardEntryDto;
  measure: LeaderboardDto["measure"];
  gap: boolean;
}) {
  const { firstName, lastName } = entry.user;
  const name = lastName ? `${firstName} ${lastName}` : firstName;
  // By code point: a name may start with a character outside the basic plane.
  const initials = `${Array.from(firstName)[0] ?? ""}${Array.from(lastName)[0] ?? ""}`.toUpperCase();
  const tone = rankTone(entry.rank);

  return (
    <li
      className={cn(
        "flex items-center gap-3 py-3 first:pt-0 last:pb-0",
        entry.isYou && "-mx-2 rounded-lg bg-primary/5 px-2",
        gap && "mt-3 border-t-2 border-dashed",
      )}
      data-testid="leaderboard-row"
      data-rank={entry.rank}
      aria-current={entry.isYou ? "true" : undefined}
    >
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums",
          RANK_TONE_CLASSES[tone],
        )}
        data-rank-tone={tone}
      >
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
      >
        {initials}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="truncate text-sm font-medium">{name}</span>
          {entry.isYou ? <Badge variant="default">You</Badge> : null}
          {entry.isCompleted ? (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" />
              Completed
            </Badge>
          ) : null}
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block text-sm font-semibold tabular-nums">{leaderboardValue(measure, entry.progress)}</span>
        <span className="block text-xs text-muted-foreground">progress</span>
      </span>
    </li>
  );
}
