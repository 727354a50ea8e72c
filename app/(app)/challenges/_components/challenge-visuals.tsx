import { CalendarClock, Gift, PiggyBank, ShoppingBag, Target, TrendingDown, type LucideIcon } from "lucide-react";

import { challengeTypeLabel, type ChallengeMeasure } from "@/lib/challenges/types";
import { formatDollars } from "@/lib/format";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";

// How a challenge looks and how its numbers read, shared by the three tabs.

const TYPE_STYLES: Record<string, { icon: LucideIcon; tone: string }> = {
  savings: { icon: PiggyBank, tone: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-400" },
  debt_reduction: { icon: TrendingDown, tone: "bg-blue-500/10 text-blue-700 dark:text-blue-400" },
  spending: { icon: ShoppingBag, tone: "bg-violet-500/10 text-violet-700 dark:text-violet-400" },
};
// Any other type gets a default style.
const DEFAULT_STYLE = { icon: Target, tone: "bg-primary/10 text-primary" };

/** What moves each type's progress, in one line (the user never updates progress by hand). */
const HOW_PROGRESS_MOVES: Record<string, string> = {
  savings: "Progress comes from money you add to your goals.",
  debt_reduction: "Progress comes from debt payments you log.",
  spending: "Check in each no-spend day to move your progress.",
};

export function howProgressMoves(challengeType: string): string | null {
  return HOW_PROGRESS_MOVES[challengeType] ?? null;
}

export function TypeIcon({ challengeType, className }: { challengeType: string; className?: string }) {
  const { icon: Icon, tone } = TYPE_STYLES[challengeType] ?? DEFAULT_STYLE;
  return (
    <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone, className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

export function TypeBadge({ challengeType }: { challengeType: string }) {
  return <Badge variant="outline">{challengeTypeLabel(challengeType)}</Badge>;
}

/** What completion awards, as the server writes it from the badge and XP it really gives ("Earned" once done). */
export function RewardLine({ reward, earned = false }: { reward: string; earned?: boolean }) {
  return (
    <p className="flex items-start gap-1.5 text-sm" data-testid="reward">
      <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <span>
        <span className="font-medium">{earned ? "Earned:" : "Reward:"}</span> {reward}
      </span>
    </p>
  );
}

export function DaysLeft({ days, ended = false }: { days: number; ended?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {ended ? "Ended" : daysLeftText(days)}
    </span>
  );
}

export function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} left`;
}

/** "3 days" / "1 day" from the days measure's decimal count ("3.00"). */
function dayCount(progress: string): string {
  const days = Math.round(Number(progress));
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** The progress line of a joined card: "$340.00 of $1,000.00", "3 of 7 days" or "$250.00 paid". */
export function progressText(
  measure: ChallengeMeasure,
  progress: string,
  targetAmount: string | null,
  duration: number,
): string {
  switch (measure) {
    case "money":
      return `${formatDollars(progress)} of ${formatDollars(targetAmount ?? "0")}`;
    case "days":
      return `${Math.round(Number(progress))} of ${duration} days`;
    case "duration":
      return `${formatDollars(progress)} paid`;
  }
}

/** A leaderboard value (labelled "progress" under it): dollars, or days for the days measure. */
export function leaderboardValue(measure: ChallengeMeasure, progress: string): string {
  return measure === "days" ? dayCount(progress) : formatDollars(progress);
}
