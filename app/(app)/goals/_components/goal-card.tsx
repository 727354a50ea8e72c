"use client";

import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, CircleCheck, Repeat, Trash2 } from "lucide-react";

import { GOAL_TYPES, type GoalDto } from "@/lib/goals/types";
import { apiRequest, errorMessage } from "@/lib/client/api-client";
import { formatCentsUsd, formatUsd } from "@/lib/money";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { cn } from "@/lib/utils";
import { toast } from "@/components/hooks/use-toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { AddMoneyDialog } from "./add-money-dialog";
import { GOAL_ICONS, GOALS_QUERY_KEY, formatGoalDate } from "./goal-display";

// One goal (SPEC 2 'Financial Goals', 4): saved of target, the progress bar clamped at 100 %, the 'Completed'
// badge, the date and monthly auto-save when set, and the Add Money and delete actions.

/** What is left to save, in cents (0 once the target is reached). */
export function remainingCents(goal: Pick<GoalDto, "currentAmount" | "targetAmount">): number {
  return Math.max(0, parseMoneyToCents(goal.targetAmount) - parseMoneyToCents(goal.currentAmount));
}

export function GoalCard({ goal, canAddMoney, onDeleted }: { goal: GoalDto; canAddMoney: boolean; onDeleted: () => void }) {
  const titleId = useId();
  const { label } = GOAL_TYPES[goal.goalType];
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
            {goal.isCompleted ? (
              <Badge variant="success" className="mt-1">
                <CircleCheck aria-hidden="true" />
                Completed
              </Badge>
            ) : null}
          </div>
        </div>
        <DeleteGoalButton goal={goal} onDeleted={onDeleted} />
      </CardHeader>

      <CardContent className="space-y-4">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-2xl font-bold tracking-tight tabular-nums" data-testid="goal-current">
            {formatUsd(goal.currentAmount)}
          </span>
          <span className="text-sm text-muted-foreground">
            of <span data-testid="goal-target">{formatUsd(goal.targetAmount)}</span>
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
            <span>{goal.isCompleted ? "Target reached" : `${formatCentsUsd(left)} to go`}</span>
          </div>
        </div>

        {goal.targetDate || Number(goal.autoSaveAmount) > 0 ? (
          <ul className="space-y-1 text-sm text-muted-foreground">
            {goal.targetDate ? (
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                Target: {formatGoalDate(goal.targetDate)}
              </li>
            ) : null}
            {Number(goal.autoSaveAmount) > 0 ? (
              <li className="flex items-center gap-2">
                <Repeat aria-hidden="true" className="size-4 shrink-0" />
                Auto-save: {formatUsd(goal.autoSaveAmount)} per month
              </li>
            ) : null}
          </ul>
        ) : null}
      </CardContent>

      {canAddMoney ? (
        <CardFooter className="mt-auto">
          <AddMoneyDialog goal={goal} remainingCents={left} />
        </CardFooter>
      ) : null}
    </Card>
  );
}

function DeleteGoalButton({ goal, onDeleted }: { goal: GoalDto; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const { label } = GOAL_TYPES[goal.goalType];

  const mutation = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/goals/${encodeURIComponent(goal.id)}`),
    onSuccess: () => {
      queryClient.setQueryData<GoalDto[]>(GOALS_QUERY_KEY, (old) => old?.filter((g) => g.id !== goal.id));
      void queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY });
      toast({ title: "Goal deleted", description: `Your ${label} goal was removed.` });
    },
    onError: (error) => {
      toast({ title: "Failed to delete goal", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size="icon" className="-mt-1 -mr-2 shrink-0 text-muted-foreground hover:text-destructive" aria-label={`Delete ${label} goal`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this goal?"
      description={`Your ${label} goal of ${formatUsd(goal.targetAmount)} and its record of ${formatUsd(goal.currentAmount)} saved will be removed. This cannot be undone.`}
      confirmLabel="Delete Goal"
      pendingLabel="Deleting..."
      onConfirm={() => mutation.mutateAsync()}
      // The card (and its trigger) is going away: focus moves somewhere that stays.
      onConfirmedClose={onDeleted}
    />
  );
}
