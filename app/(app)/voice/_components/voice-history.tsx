"use client";

import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";

import type { VoiceAnswerDto } from "@/lib/voice/types";
import { queryKeys } from "@/lib/query-keys";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfidenceBadge } from "./confidence-badge";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";
import { formatMonthDayTime } from "@/lib/format";

/** The history list, newest first, each answer with its confidence badge. */
export function VoiceHistory() {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<VoiceAnswerDto[]>({
    queryKey: queryKeys.voiceHistory,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-4 text-primary" />
          <h2 id="voice-history-title">Recent Questions</h2>
        </CardTitle>
        <CardDescription>Your latest questions and answers, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingRegion label="Loading your questions...">
            <div className="space-y-3" aria-hidden="true">
              <Skeleton className="h-16 rounded-lg" />
              <Skeleton className="h-16 rounded-lg" />
              <Skeleton className="h-16 rounded-lg" />
            </div>
          </LoadingRegion>
        ) : isError ? (
          <LoadError
            what="your questions"
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
            inline
          />
        ) : data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
            <History aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="font-medium">No questions yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Ask something above, out loud or by typing. Your questions and answers appear here.
            </p>
          </div>
        ) : (
          <ul className="divide-y" aria-labelledby="voice-history-title">
            {data.map((item) => (
              <li key={item.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0" data-testid="history-item">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{item.query}</p>
                  <ConfidenceBadge confidence={item.confidence} />
                </div>
                <p className="text-sm break-words text-muted-foreground">{item.response}</p>
                <time
                  dateTime={item.createdAt}
                  className="block text-xs text-muted-foreground"
                  suppressHydrationWarning
                >
                  {formatMonthDayTime(item.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
