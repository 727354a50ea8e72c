"use client";

import Link from "@/components/ui/link";
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Award, Flame, History, Plus, Receipt, Sparkles, Star, TrendingUp, type LucideIcon } from "lucide-react";

import type { DebtDto } from "@/lib/debts/types";
import type { BadgeDto, GamificationSummaryDto } from "@/lib/gamification/types";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";
import { formatCount, formatInstant, formatRelativeTime } from "@/lib/format";

// The Log Payment dialog (Radix Dialog and Select, react-hook-form) loads the first time it opens; it renders
// nothing while closed, and shows once it has arrived.
const LogPaymentDialog = dialogOnFirstOpen(() =>
  import("@/components/payments/log-payment-dialog").then((m) => m.LogPaymentDialog),
);

// Level bar = totalXP modulo 1000 as a share of 1000; 3 badges shown, then
// '+N more achievements'; the 5 most recent events.

const XP_PER_LEVEL = 1000;
const SHOWN_BADGES = 3;
const SHOWN_EVENTS = 5;

export function levelProgressPercent(totalXP: number): number {
  return ((((totalXP % XP_PER_LEVEL) + XP_PER_LEVEL) % XP_PER_LEVEL) / XP_PER_LEVEL) * 100;
}

export function isNewJourney(summary: GamificationSummaryDto): boolean {
  return summary.totalXP === 0 && summary.recentEvents.length === 0 && summary.badgesEarned.length === 0;
}

export function GamificationOverview() {
  // The dialog lives here, not in the empty state: the first logged payment refreshes the summary, which
  // swaps the empty state for the filled view while the success dialog is still showing.
  const [isLogOpen, setIsLogOpen] = useState(false);
  return (
    <>
      <OverviewContent onLogPayment={() => setIsLogOpen(true)} />
      <LogPaymentDialog open={isLogOpen} onOpenChange={setIsLogOpen} />
    </>
  );
}

function OverviewContent({ onLogPayment }: { onLogPayment: () => void }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<GamificationSummaryDto>({
    queryKey: queryKeys.gamificationSummary,
  });

  if (isPending) return <OverviewSkeleton />;
  if (isError) {
    return <LoadError what="your progress" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  if (isNewJourney(data)) return <EmptyJourney onLogPayment={onLogPayment} />;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <LevelCard summary={data} className="lg:col-span-2" />
        <StreakCard currentDays={data.streak.currentDays} longestDays={data.streak.longestDays} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AchievementsCard badges={data.badgesEarned} />
        <RecentActivityCard events={data.recentEvents} />
      </div>
    </div>
  );
}

function SectionTitle({ icon: Icon, id, children }: { icon: LucideIcon; id?: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 leading-none font-semibold">
      <Icon aria-hidden="true" className="size-4 text-primary" />
      {children}
    </h2>
  );
}

function LevelCard({ summary, className }: { summary: GamificationSummaryDto; className?: string }) {
  const titleId = useId();
  const percent = levelProgressPercent(summary.totalXP);
  const xpIntoLevel = summary.totalXP % XP_PER_LEVEL;
  return (
    <Card role="group" aria-labelledby={titleId} className={cn("gap-4", className)}>
      <CardHeader>
        <SectionTitle icon={TrendingUp} id={titleId}>
          Level Progress
        </SectionTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground tabular-nums">
              {summary.currentLevel}
            </span>
            <div>
              <p className="text-sm text-muted-foreground">Level {summary.currentLevel}</p>
              <p className="text-xl font-semibold">{summary.currentLevelName}</p>
            </div>
          </div>
          <p className="sm:text-right">
            <span className="block text-2xl font-bold tabular-nums">{formatCount(summary.totalXP)} XP</span>
            <span className="text-xs text-muted-foreground">total earned</span>
          </p>
        </div>
        <div className="space-y-1.5">
          <Progress
            value={percent}
            className="h-3"
            aria-label={`Progress to ${summary.nextLevelName}`}
            getValueLabel={() => `${xpIntoLevel} of ${XP_PER_LEVEL} XP`}
          />
          <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground tabular-nums">
            <span>
              {formatCount(xpIntoLevel)} / {formatCount(XP_PER_LEVEL)} XP
            </span>
            <span>
              <span className="font-medium text-foreground">{formatCount(summary.xpToNextLevel)} XP</span> to{" "}
              {summary.nextLevelName}
            </span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

function StreakCard({ currentDays, longestDays }: { currentDays: number; longestDays: number }) {
  const titleId = useId();
  const isActive = currentDays > 0;
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-4">
      <CardHeader>
        <SectionTitle icon={Flame} id={titleId}>
          Payment Streak
        </SectionTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <span
          className={cn(
            "flex size-14 shrink-0 items-center justify-center rounded-full",
            isActive
              ? "bg-orange-100 text-orange-600 dark:bg-orange-950 dark:text-orange-400"
              : "bg-muted text-muted-foreground",
          )}
        >
          <Flame aria-hidden="true" className="size-7" />
        </span>
        <dl className="grid flex-1 grid-cols-2 gap-3">
          <div>
            <dt className="text-xs text-muted-foreground">Current</dt>
            <dd className="text-2xl font-bold tabular-nums">{days(currentDays)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Longest</dt>
            <dd className="text-2xl font-bold tabular-nums">{days(longestDays)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function AchievementsCard({ badges }: { badges: BadgeDto[] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const titleId = useId();
  const hidden = Math.max(0, badges.length - SHOWN_BADGES);
  const shown = showAll ? badges : badges.slice(0, SHOWN_BADGES);
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-4">
      <CardHeader>
        <SectionTitle icon={Award} id={titleId}>
          Achievements
        </SectionTitle>
        <CardDescription>
          {badges.length === 0 ? "Your first badge is one payment away." : `${badges.length} earned so far`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {badges.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            Badges appear here as you reach milestones: your first payment, streaks, and every debt you pay off.
          </p>
        ) : (
          <ul id={listId} className="space-y-2">
            {shown.map((badge) => (
              <li key={badge.code} className="flex items-start gap-3 rounded-lg border p-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
                  <Award aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{badge.label}</span>
                  <span className="block text-xs text-muted-foreground">{badge.description}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {hidden > 0 ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll ? "Show fewer" : `+${hidden} more ${hidden === 1 ? "achievement" : "achievements"}`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RecentActivityCard({ events }: { events: GamificationSummaryDto["recentEvents"] }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-4">
      <CardHeader>
        <SectionTitle icon={History} id={titleId}>
          Recent Activity
        </SectionTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ol className="divide-y">
            {events.slice(0, SHOWN_EVENTS).map((event, i) => (
              <li
                key={`${event.createdAt}-${i}`}
                className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{event.description}</span>
                  <time
                    dateTime={event.createdAt}
                    title={formatInstant(event.createdAt)}
                    className="text-xs text-muted-foreground"
                    // Rendered on the server and again in the browser a moment later (and in another time zone).
                    suppressHydrationWarning
                  >
                    {formatRelativeTime(event.createdAt)}
                  </time>
                </span>
                <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary tabular-nums">
                  +{event.xpGained} XP
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function EmptyJourney({ onLogPayment }: { onLogPayment: () => void }) {
  const debts = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const hasOpenDebts = debts.data?.some((d) => !d.isClosed && Number(d.balance) > 0) ?? false;

  const steps: { icon: LucideIcon; title: string; text: string }[] = [
    { icon: Sparkles, title: "Earn XP", text: "Every payment you log earns experience. Each 1,000 XP is a new level." },
    { icon: Flame, title: "Build a streak", text: "Log payments regularly to grow your streak." },
    {
      icon: Star,
      title: "Unlock badges",
      text: "Milestones like your first payment and each debt paid off earn badges.",
    },
  ];

  return (
    <Card className="items-center px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <TrendingUp aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h2 className="text-xl font-semibold">Your journey starts with your first payment</h2>
        <p className="mx-auto max-w-lg text-sm text-muted-foreground">
          You haven&apos;t logged any payments yet. Log one to earn your first experience points and badge.
        </p>
      </div>
      <ul className="grid w-full max-w-3xl gap-3 text-left sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-muted/30 p-4">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <p className="mt-2 text-sm font-medium">{title}</p>
            <p className="mt-1 text-xs text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        {debts.isPending ? (
          <Skeleton className="h-9 w-48" />
        ) : hasOpenDebts ? (
          <Button type="button" onClick={onLogPayment}>
            <Receipt aria-hidden="true" />
            Log Your First Payment
          </Button>
        ) : (
          <Button asChild>
            <Link href="/calculator">
              <Plus aria-hidden="true" />
              Add Your First Debt
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link href="/">Go to Dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}

function OverviewSkeleton() {
  return (
    <LoadingRegion label="Loading your progress..." className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-48 rounded-xl lg:col-span-2" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </LoadingRegion>
  );
}
