import { CheckCircle2, Clock } from "lucide-react";

import {
  CATEGORY_LABELS,
  DIFFICULTY_LABELS,
  type EducationCategory,
  type EducationDifficulty,
} from "@/lib/education/types";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";

// The small labels every article shows: category, difficulty, read time and completion.

const DIFFICULTY_STYLES: Record<EducationDifficulty, string> = {
  beginner:
    "border-emerald-300/70 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-950/40 dark:text-emerald-100",
  intermediate: "border-sky-300/70 bg-sky-50 text-sky-900 dark:border-sky-500/40 dark:bg-sky-950/40 dark:text-sky-100",
  advanced:
    "border-violet-300/70 bg-violet-50 text-violet-900 dark:border-violet-500/40 dark:bg-violet-950/40 dark:text-violet-100",
};

export function CategoryBadge({ category }: { category: EducationCategory }) {
  return (
    <Badge variant="secondary" data-testid="category-badge">
      {CATEGORY_LABELS[category]}
    </Badge>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: EducationDifficulty }) {
  return (
    <Badge variant="outline" className={DIFFICULTY_STYLES[difficulty]} data-testid="difficulty-badge">
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}

export function CompletedBadge() {
  return (
    <Badge variant="success" data-testid="completed-badge">
      <CheckCircle2 aria-hidden="true" />
      Completed
    </Badge>
  );
}

export function ReadTime({ minutes, className }: { minutes: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs text-muted-foreground", className)}>
      <Clock aria-hidden="true" className="size-3.5" />
      {minutes} min read
    </span>
  );
}
