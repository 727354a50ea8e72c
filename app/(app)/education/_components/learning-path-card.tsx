import { useId } from "react";
import { ArrowRight, GraduationCap, PartyPopper } from "lucide-react";

import {
  DIFFICULTY_LABELS,
  EDUCATION_DIFFICULTIES,
  type EducationItemDto,
  type LearningPathDto,
} from "@/lib/education/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { CategoryBadge, DifficultyBadge, ReadTime } from "./education-badges";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";

// The learning path: overall progress ("3 of 20 completed"), progress per level, and the next article to read.

interface LearningPathCardProps {
  path: LearningPathDto | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  onOpen: (item: EducationItemDto) => void;
}

export function completedText(path: Pick<LearningPathDto, "completedCount" | "total">): string {
  return `${path.completedCount} of ${path.total} completed`;
}

export function LearningPathCard({ path, isPending, error, onRetry, isRetrying, onOpen }: LearningPathCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-5">
      <CardHeader>
        <h2 id={titleId} className="flex items-center gap-2 leading-none font-semibold">
          <GraduationCap aria-hidden="true" className="size-5 text-primary" />
          Your Learning Path
        </h2>
        <CardDescription>Work through the articles from beginner to advanced, at your own pace.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PathSkeleton />
        ) : !path ? (
          <LoadError what="your learning path" error={error} onRetry={onRetry} retrying={isRetrying} inline />
        ) : (
          <PathContent path={path} onOpen={onOpen} />
        )}
      </CardContent>
    </Card>
  );
}

function PathContent({ path, onOpen }: { path: LearningPathDto; onOpen: (item: EducationItemDto) => void }) {
  const percent = path.total === 0 ? 0 : (path.completedCount / path.total) * 100;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <div className="space-y-2">
          <p className="text-sm font-medium tabular-nums" data-testid="path-completed" aria-live="polite">
            {completedText(path)}
          </p>
          <Progress
            value={percent}
            className="h-2.5"
            aria-label="Learning path progress"
            getValueLabel={() => completedText(path)}
          />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {EDUCATION_DIFFICULTIES.map((difficulty) => {
            const items = path.items.filter((item) => item.difficulty === difficulty);
            const done = items.filter((item) => item.progress.completed).length;
            return (
              <div key={difficulty} className="rounded-lg bg-muted/60 px-2 py-2.5">
                <dt className="text-xs text-muted-foreground">{DIFFICULTY_LABELS[difficulty]}</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {done}/{items.length}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      {path.nextUp ? (
        <UpNext item={path.nextUp} onOpen={onOpen} />
      ) : (
        <div className="flex items-center gap-3 rounded-lg border border-dashed p-4">
          <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p className="text-sm">
            {path.total === 0 ? (
              "Articles will appear here as they are published."
            ) : (
              <>
                <span className="font-medium">You&apos;ve completed every article.</span> Great work! Revisit any of
                them from the library below.
              </>
            )}
          </p>
        </div>
      )}
    </div>
  );
}

function UpNext({ item, onOpen }: { item: EducationItemDto; onOpen: (item: EducationItemDto) => void }) {
  const titleId = useId();
  const started = item.progress.timeSpent > 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-primary/5 p-4" data-testid="up-next">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">Up next</p>
      <p id={titleId} className="leading-snug font-semibold" data-testid="up-next-title">
        {item.title}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={item.category} />
        <DifficultyBadge difficulty={item.difficulty} />
        <ReadTime minutes={item.estimatedReadTime} />
      </div>
      <Button type="button" className="w-full sm:w-fit" aria-describedby={titleId} onClick={() => onOpen(item)}>
        {started ? "Continue Reading" : "Start Reading"}
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  );
}

function PathSkeleton() {
  return (
    <LoadingRegion label="Loading your learning path..." className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-2.5 w-full" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      </div>
      <Skeleton className="h-40" aria-hidden="true" />
    </LoadingRegion>
  );
}
