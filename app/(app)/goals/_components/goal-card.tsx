"use client";

import { useId } from "react";
import Link from "@/components/ui/link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CalendarDays, CircleCheck, Pencil, Plus, Repeat, TrendingUp } from "lucide-react";

import { GOAL_TYPES, type AutoSaveMonthDto, type GoalDto, type GoalPaceDto } from "@/lib/goals/types";
import type { ReminderChannel } from "@/lib/reminders/types";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatLongDay, monthLabel, formatCentsAsDollars, formatDollars } from "@/lib/format";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteIconButton } from "@/components/forms/remove-buttons";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { GOAL_ICONS } from "./goal-display";

// The Add Money and Rename dialogs (their forms, Radix Dialog) and Delete's confirmation load when used, their
// buttons standing in until then.
const AddMoneyDialog = lazyDialog(() => import("./add-money-dialog").then((m) => m.AddMoneyDialog));
const RenameGoalDialog = lazyDialog(() => import("./rename-goal-dialog").then((m) => m.RenameGoalDialog));

// One goal (docs/product-rules.md "Goals"): its name and type, saved of target, the progress bar clamped at 100 %,
// the 'Completed' badge, the date with on-track/behind ("Pace"), the monthly auto-save with whether each month
// met it, and the Add Money and delete actions. Pace and months come from the server (lib/goals/rules.ts).

/** What is left to save, in cents (0 once the target is reached). */
export function remainingCents(goal: Pick<GoalDto, "currentAmount" | "targetAmount">): number {
  return Math.max(0, parseMoneyToCents(goal.targetAmount) - parseMoneyToCents(goal.currentAmount));
}

export function GoalCard({
  goal,
  canChange,
  onDeleted,
}: {
  goal: GoalDto;
  /** The plan includes goals: Add Money and Rename are offered (delete always is). */
  canChange: boolean;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const { label: typeLabel } = GOAL_TYPES[goal.goalType];
  const label = goal.name;
  const Icon = GOAL_ICONS[goal.goalType];
  const left = remainingCents(goal);

  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-testid="goal-card"
      className={cn("h-full gap-4", goal.isCompleted && "border-success/40 bg-success/5")}
    >
      <CardHeader className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-full",
              goal.isCompleted ? "bg-success text-success-foreground" : "bg-primary/10 text-primary",
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="truncate font-semibold">
              {label}
            </h3>
            <p className="text-xs text-muted-foreground">{typeLabel}</p>
            {goal.isCompleted ? (
              <Badge variant="success" className="mt-1">
                <CircleCheck aria-hidden="true" />
                Completed
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          {canChange ? (
            <RenameGoalDialog
              goal={goal}
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-muted-foreground"
                  aria-label={`Rename goal ${label}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              }
            />
          ) : null}
          <DeleteGoalButton goal={goal} onDeleted={onDeleted} />
        </div>
      </CardHeader>

      <CardContent className="space-y-4">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-2xl font-bold tracking-tight tabular-nums" data-testid="goal-current">
            {formatDollars(goal.currentAmount)}
          </span>
          <span className="text-sm text-muted-foreground">
            of <span data-testid="goal-target">{formatDollars(goal.targetAmount)}</span>
          </span>
        </p>

        <div className="space-y-1.5">
          <Progress
            value={goal.progressPercent}
            aria-label={`${label} progress`}
            className="h-2.5"
            indicatorClassName={goal.isCompleted ? "bg-success" : undefined}
          />
          <div className="flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums" data-testid="goal-percent">
              {goal.progressPercent}%
            </span>
            <span>{goal.isCompleted ? "Target reached" : `${formatCentsAsDollars(left)} to go`}</span>
          </div>
        </div>

        {goal.targetDate || Number(goal.autoSaveAmount) > 0 ? (
          <ul className="space-y-1 text-sm text-muted-foreground">
            {goal.targetDate ? (
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                Target: {formatLongDay(goal.targetDate)}
              </li>
            ) : null}
            {goal.pace ? <PaceLine pace={goal.pace} /> : null}
            {Number(goal.autoSaveAmount) > 0 ? (
              <li className="flex items-start gap-2" data-testid="goal-auto-save">
                <Repeat aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  Auto-save: {formatDollars(goal.autoSaveAmount)} per month
                  {goal.isCompleted ? null : <AutoSaveReminder channels={goal.reminderChannels} />}
                </span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {goal.autoSaveMonths.length > 0 ? <AutoSaveMonths months={goal.autoSaveMonths} /> : null}
      </CardContent>

      {canChange ? (
        <CardFooter className="mt-auto">
          <AddMoneyDialog
            goal={goal}
            remainingCents={left}
            trigger={
              <Button type="button" variant="outline" className="w-full">
                <Plus aria-hidden="true" />
                Add Money
              </Button>
            }
          />
        </CardFooter>
      ) : null}
    </Card>
  );
}

const CHANNEL_WORDS: Record<ReminderChannel, string> = { email: "e-mail", sms: "SMS", push: "push" };

/** "e-mail", "e-mail and SMS", "e-mail, SMS and push". */
function channelList(channels: ReminderChannel[]): string {
  const words = channels.map((c) => CHANNEL_WORDS[c]);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

/**
 * The reminder the scheduler will really send (goal.reminderChannels, its own rule), or that none goes out, with
 * the way to the settings that say why (plan, unverified address, or reminders turned off).
 */
function AutoSaveReminder({ channels }: { channels: ReminderChannel[] }) {
  if (channels.length > 0) {
    return <>, with a monthly {channelList(channels)} reminder</>;
  }
  return (
    <>
      . No reminder is sent: see your{" "}
      <Link href="/settings/reminders" className="font-medium text-primary underline underline-offset-4">
        reminder settings
      </Link>
      .
    </>
  );
}

/** "On track" or "Behind: save $X/month to catch up" against the straight line from creation to the date. */
function PaceLine({ pace }: { pace: GoalPaceDto }) {
  if (pace.status === "on_track") {
    return (
      <li className="flex items-center gap-2 text-success" data-testid="goal-pace">
        <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
        On track
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2 text-amber-700 dark:text-amber-400" data-testid="goal-pace">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {pace.targetDatePassed
          ? `Behind: the target date has passed; ${formatDollars(pace.monthlyNeeded ?? "0")} still to save`
          : `Behind: save ${formatDollars(pace.monthlyNeeded ?? "0")}/month to catch up`}
        <span className="block text-xs text-muted-foreground">
          By now the plan expects {formatDollars(pace.expectedAmount)} saved.
        </span>
      </span>
    </li>
  );
}

/** Each month since the goal began: what was added in it, and whether that reached the auto-save amount. */
function AutoSaveMonths({ months }: { months: AutoSaveMonthDto[] }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">Auto-save by month</p>
      <ul className="space-y-0.5 text-sm" aria-label="Auto-save by month">
        {months.map((m) => (
          <li key={m.month} className="flex items-center justify-between gap-2" data-testid="auto-save-month">
            <span>{monthLabel(m.month, "short")}</span>
            <span className="tabular-nums text-muted-foreground">{formatDollars(m.saved)}</span>
            <span
              className={cn(
                "text-xs font-medium",
                m.met ? "text-success" : m.current ? "text-muted-foreground" : "text-destructive",
              )}
            >
              {m.met ? "Met" : m.current ? "In progress" : "Missed"}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DeleteGoalButton({ goal, onDeleted }: { goal: GoalDto; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const label = goal.name;

  const mutation = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/goals/${encodeURIComponent(goal.id)}`),
    onSuccess: () => {
      queryClient.setQueryData<GoalDto[]>(queryKeys.goals, (old) => old?.filter((g) => g.id !== goal.id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
      toast({ title: "Goal deleted", description: `"${label}" was removed.` });
    },
    onError: (error) => {
      toast({ title: "Failed to delete goal", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <LazyConfirmDialog
      trigger={<DeleteIconButton aria-label={`Delete goal ${label}`} />}
      title="Delete this goal?"
      description={`"${label}" (${formatDollars(goal.targetAmount)}) and its record of ${formatDollars(goal.currentAmount)} saved will be removed. This cannot be undone.`}
      confirmLabel="Delete Goal"
      pendingLabel="Deleting..."
      onConfirm={() => mutation.mutateAsync()}
      // The card (and its trigger) is going away: focus moves somewhere that stays.
      onConfirmedClose={onDeleted}
    />
  );
}
