"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { GoalDto } from "@/lib/goals/types";
import type { TAddToGoal, TAddToGoalInput } from "@/lib/validations/goals";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { formatDollars } from "@/lib/format";
import { formatCents } from "@/lib/payoff/money";
import { toast } from "@/components/hooks/use-toast";
import { AmountField } from "@/components/forms/amount-field";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { ADD_MONEY_INVALIDATES, showChangedGoal } from "./goal-display";
import { DialogForm } from "@/components/forms/dialog-form";
import { HandedOverFormDialog } from "@/components/forms/handed-over-form-dialog";

// 'Add Money' on a goal card: a small dialog with one amount field -> PATCH /api/goals/{id}. The answer replaces
// the goal in the list at once; XP and savings challenges it may have moved are refreshed.

/** Loaded by goal-card.tsx through lazyDialog, once the page has hydrated; `trigger` is the Add Money button. */
export function AddMoneyDialog({
  goal,
  remainingCents,
  ...dialog
}: { goal: GoalDto; remainingCents: number; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const queryClient = useQueryClient();
  const label = goal.name;

  const mutation = useMutation({
    mutationFn: (input: TAddToGoal) => apiJson<GoalDto>("PATCH", `/api/goals/${encodeURIComponent(goal.id)}`, input),
    onSuccess: (updated, input) => {
      showChangedGoal(queryClient, updated);
      for (const queryKey of ADD_MONEY_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
      toast(
        updated.isCompleted && !goal.isCompleted
          ? {
              title: "Goal reached!",
              description: `You reached "${label}", your goal of ${formatDollars(updated.targetAmount)}.`,
            }
          : { title: "Money added", description: `${formatDollars(input.amount)} added to "${label}".` },
      );
    },
    onError: (error) => {
      toast({ title: "Failed to add money", description: errorMessage(error), variant: "destructive" });
    },
  });
  const isPending = mutation.isPending;

  return (
    <HandedOverFormDialog
      {...dialog}
      title={<>Add Money to {label}</>}
      description={
        <>
          {formatDollars(goal.currentAmount)} saved of {formatDollars(goal.targetAmount)}.
        </>
      }
      pending={isPending}
      className="sm:max-w-sm"
    >
      {({ session, close }) => (
        <AmountForm
          key={session}
          remainingCents={remainingCents}
          isPending={isPending}
          onSubmit={(values) => mutation.mutate(values, { onSuccess: close })}
        />
      )}
    </HandedOverFormDialog>
  );
}

interface AmountFormProps {
  remainingCents: number;
  isPending: boolean;
  onSubmit: (values: TAddToGoal) => void;
}

function AmountForm({ remainingCents, isPending, onSubmit }: AmountFormProps) {
  const form = useForm<TAddToGoalInput, unknown, TAddToGoal>({
    resolver: lazyZodResolver(() => import("@/lib/validations/goals").then((m) => m.ZAddToGoal)),
    defaultValues: { amount: "" },
  });
  const remaining = formatCents(remainingCents);

  return (
    <DialogForm form={form} onSubmit={onSubmit} aria-label="Add money" submitLabel="Add Money" pendingLabel="Adding...">
      <AmountField
        control={form.control}
        disabled={isPending}
        shortcut={
          remainingCents > 0
            ? { note: `${formatDollars(remaining)} to reach your target`, label: "Add the rest", value: remaining }
            : null
        }
      />
    </DialogForm>
  );
}
