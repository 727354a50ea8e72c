"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { GOAL_NAME_MAX, type GoalDto } from "@/lib/goals/types";
import type { TRenameGoal, TRenameGoalInput } from "@/lib/validations/goals";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/components/hooks/use-toast";
import { TextField } from "@/components/forms/text-field";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { HandedOverFormDialog } from "@/components/forms/handed-over-form-dialog";
import { showChangedGoal } from "./goal-display";

// 'Rename' on a goal card: one name field -> PATCH /api/goals/{id} {name} (docs/product-rules.md "Goals"). The
// answer replaces the goal in the list at once.

/** Loaded by goal-card.tsx through lazyDialog; `trigger` is the card's Rename button. */
export function RenameGoalDialog({
  goal,
  ...dialog
}: { goal: GoalDto; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (input: TRenameGoal) => apiJson<GoalDto>("PATCH", `/api/goals/${encodeURIComponent(goal.id)}`, input),
    onSuccess: (updated) => {
      showChangedGoal(queryClient, updated);
      toast({ title: "Goal renamed", description: `"${goal.name}" is now "${updated.name}".` });
    },
    onError: (error) => {
      toast({ title: "Failed to rename goal", description: errorMessage(error), variant: "destructive" });
    },
  });
  const isPending = mutation.isPending;

  return (
    <HandedOverFormDialog
      {...dialog}
      title={<>Rename {goal.name}</>}
      description="The new name shows on the card and in your reminders."
      pending={isPending}
      className="sm:max-w-sm"
    >
      {({ session, close }) => (
        <NameForm
          key={session}
          name={goal.name}
          isPending={isPending}
          onSubmit={(values) => mutation.mutate(values, { onSuccess: close })}
        />
      )}
    </HandedOverFormDialog>
  );
}

function NameForm({
  name,
  isPending,
  onSubmit,
}: {
  name: string;
  isPending: boolean;
  onSubmit: (values: TRenameGoal) => void;
}) {
  const form = useForm<TRenameGoalInput, unknown, TRenameGoal>({
    resolver: lazyZodResolver(() => import("@/lib/validations/goals").then((m) => m.ZRenameGoal)),
    defaultValues: { name },
  });
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Rename goal"
      submitLabel="Save Name"
      pendingLabel="Saving..."
    >
      <TextField
        control={form.control}
        name="name"
        label="Goal name"
        maxLength={GOAL_NAME_MAX}
        autoComplete="off"
        disabled={isPending}
      />
    </DialogForm>
  );
}
