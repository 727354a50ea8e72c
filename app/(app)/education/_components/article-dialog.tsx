"use client";

import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2 } from "lucide-react";

import type { EducationArticleDto, EducationItemDto, RecordProgressResultDto } from "@/lib/education/types";
import type { TEducationProgress } from "@/lib/validations/education";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { DialogLayout, DialogShell, useLastShown } from "@/components/dialogs/dialog-shell";
import { Skeleton } from "@/components/ui/skeleton";
import { ArticleContent } from "./article-content";
import { CategoryBadge, CompletedBadge, DifficultyBadge, ReadTime } from "./education-badges";
import { invalidateAfterProgress, progressUrl } from "./queries";
import { useReadingSession } from "./use-reading-session";
import { LoadError } from "@/components/feedback/load-error";

// The reading dialog (docs/product-rules.md "Education"): opening an article starts the timer; 'Mark as
// Complete' sends the seconds since opening with completed=true, closes and confirms with a toast; closing any
// other way saves the seconds read with completed=false, silently (progress-save failures are not shown).
//
// Usage: keep it mounted; `item` is the article to show (null = closed).

export interface ArticleDialogProps {
  item: EducationItemDto | null;
  onClose: () => void;
}

export function ArticleDialog({ item, onClose }: ArticleDialogProps) {
  const queryClient = useQueryClient();
  const open = item !== null;

  // The last article shown stays rendered while the dialog animates closed.
  const shown = useLastShown(item);

  const article = useQuery<EducationArticleDto>({
    queryKey: queryKeys.article(shown?.id ?? ""),
    enabled: open && shown !== null,
  });

  const saveInBackground = useCallback(
    (contentId: string, seconds: number) => {
      // keepalive: the request still completes when this runs because the page is being left.
      void fetch(progressUrl(contentId), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ timeSpent: seconds, completed: false } satisfies TEducationProgress),
        credentials: "include",
        keepalive: true,
      })
        .then((res) => {
          if (res.ok) invalidateAfterProgress(queryClient, 0);
        })
        .catch(() => undefined);
    },
    [queryClient],
  );
  const reading = useReadingSession(item?.id ?? null, saveInBackground);

  const complete = useMutation({
    mutationFn: ({ contentId, timeSpent }: { contentId: string; timeSpent: number }) =>
      apiJson<RecordProgressResultDto>("POST", progressUrl(contentId), {
        timeSpent,
        completed: true,
      } satisfies TEducationProgress),
    onSuccess: (result) => {
      reading.settle();
      invalidateAfterProgress(queryClient, result.xpGained);
      onClose();
      toast({ title: "Marked as complete", description: result.xpGained > 0 ? `+${result.xpGained} XP` : undefined });
    },
    onError: (error) => {
      // The dialog stays open with the timer running, so trying again (or closing) loses no reading time.
      toast({ title: "Couldn't mark as complete", description: errorMessage(error), variant: "destructive" });
    },
  });

  const data = article.data;
  // Either source may be the fresher one right after a completion elsewhere; completion never reverts.
  const completed = Boolean(data?.progress.completed || shown?.progress.completed);

  return (
    // Opened from a card or the learning path, not a DialogTrigger, so Radix has nowhere to send focus back to:
    // it goes back to what had focus when it opened. A completion in flight must finish in view: its result
    // decides whether the dialog closes.
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      pending={complete.isPending}
      returnFocusToOpener
      className="flex max-h-[min(90dvh,56rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl"
    >
      {shown && (
        <DialogLayout
          headerClassName="gap-3 border-b px-6 pt-6 pb-4 pr-12 text-left"
          title={shown.title}
          titleClassName="text-xl leading-snug"
          description={
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={shown.category} />
              <DifficultyBadge difficulty={shown.difficulty} />
              <ReadTime minutes={shown.estimatedReadTime} />
              {completed && <CompletedBadge />}
            </div>
          }
          descriptionProps={{ asChild: true }}
          footerClassName="border-t px-6 py-4"
          footer={
            completed ? (
              <>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground sm:mr-auto">
                  <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
                  You&apos;ve completed this article.
                </p>
                <Button type="button" variant="outline" onClick={onClose}>
                  Close
                </Button>
              </>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={onClose} disabled={complete.isPending}>
                  Close
                </Button>
                <Button
                  type="button"
                  disabled={!data || complete.isPending}
                  onClick={() => complete.mutate({ contentId: shown.id, timeSpent: reading.elapsedSeconds() })}
                >
                  {complete.isPending ? (
                    <>
                      <Loader2 aria-hidden="true" className="animate-spin" />
                      Saving...
                    </>
                  ) : (
                    <>
                      <CheckCircle2 aria-hidden="true" />
                      Mark as Complete
                    </>
                  )}
                </Button>
              </>
            )
          }
        >
          <div
            // Focusable so keyboard users can scroll the article with the arrow and page keys.
            tabIndex={0}
            role="region"
            aria-label="Article text"
            aria-busy={article.isPending}
            data-testid="article-body"
            className="min-h-0 flex-1 overflow-y-auto px-6 py-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
          >
            {article.isPending ? (
              <ArticleSkeleton />
            ) : article.isError ? (
              <LoadError
                what="this article"
                error={article.error}
                onRetry={() => void article.refetch()}
                retrying={article.isRefetching}
                inline
              />
            ) : (
              <ArticleContent source={article.data.content} />
            )}
          </div>
        </DialogLayout>
      )}
    </DialogShell>
  );
}

function ArticleSkeleton() {
  return (
    <div className="space-y-4">
      <span className="sr-only" role="status">
        Loading article...
      </span>
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
      <Skeleton className="h-6 w-1/2" aria-hidden="true" />
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}
