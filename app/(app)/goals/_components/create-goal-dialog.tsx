"use client";

import type { RefObject } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { GOAL_NAME_MAX, GOAL_TYPES, GOAL_TYPE_IDS, isGoalType, type GoalDto } from "@/lib/goals/types";
import { localToday } from "@/lib/dates";
import type { TCreateGoal, TCreateGoalInput } from "@/lib/validations/goals";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { formatDollars } from "@/lib/format";
import { toast } from "@/components/hooks/use-toast";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { GOAL_ICONS } from "./goal-display";
import { SelectField } from "@/components/forms/select-field";
import { FormDialog } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";

// The Create Goal dialog (docs/product-rules.md "Goals"): name, type (prefilling name and target), optional date and
// monthly auto-save (a monthly reminder, docs/product-rules.md "Reminders"). The same zod schema as POST /api/goals,
// with the date checked against the user's calendar.
//
// Usage: keep it mounted and control `open`; every opening starts a fresh form.

export interface CreateGoalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when the element that opened the dialog is gone (the empty state's button). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}

export function CreateGoalDialog({ open, onOpenChange, fallbackFocusRef }: CreateGoalDialogProps) {
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (input: TCreateGoal) => apiJson<GoalDto>("POST", "/api/goals", input),
    onSuccess: (goal) => {
      queryClient.setQueryData<GoalDto[]>(queryKeys.goals, (old) => [
        goal,
        ...(old ?? []).filter((g) => g.id !== goal.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
      toast({ title: "Goal created", description: `${goal.name}: ${formatDollars(goal.targetAmount)}.` });
      onOpenChange(false);
    },
    onError: (error) => {
      toast({ title: "Failed to create goal", description: errorMessage(error), variant: "destructive" });
    },
  });
  const isPending = mutation.isPending;

  return (
    // No DialogTrigger (two buttons open it): focus goes back to the one used, or to the fallback when it is gone.
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusToOpener
      fallbackFocusRef={fallbackFocusRef}
      title="Create a Financial Goal"
      description="Pick what you are saving for and how much you need. You can add money as you go."
      pending={isPending}
      className="sm:max-w-md"
    >
      {({ session }) => <GoalForm key={session} isPending={isPending} onSubmit={(values) => mutation.mutate(values)} />}
    </FormDialog>
  );
}

interface GoalFormProps {
  isPending: boolean;
  onSubmit: (values: TCreateGoal) => void;
}

function GoalForm({ isPending, onSubmit }: GoalFormProps) {
  const today = localToday();
  const form = useForm<TCreateGoalInput, unknown, TCreateGoal>({
    resolver: lazyZodResolver(() => import("@/lib/validations/goals").then((m) => m.ZCreateGoalForm)),
    defaultValues: { name: "", goalType: undefined, targetAmount: "", targetDate: "", autoSaveAmount: "0" },
  });

  /** Choosing a type prefills its target (and its name), unless the user has typed their own. */
  function chooseType(next: string, onChange: (value: string) => void) {
    const previous = form.getValues("goalType");
    const target = String(form.getValues("targetAmount") ?? "").trim();
    const name = String(form.getValues("name") ?? "").trim();
    onChange(next);
    const nameUntouched = name === "" || (isGoalType(previous) && name === GOAL_TYPES[previous].defaultName);
    if (nameUntouched && isGoalType(next))
      form.setValue("name", GOAL_TYPES[next].defaultName, { shouldValidate: true });
    const untouched = target === "" || (isGoalType(previous) && target === GOAL_TYPES[previous].defaultTarget);
    if (untouched && isGoalType(next)) {
      // Validated at once: a prefilled target clears an earlier "Target amount is required" (and is never invalid).
      form.setValue("targetAmount", GOAL_TYPES[next].defaultTarget, { shouldValidate: true });
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Create goal"
      submitLabel="Create Goal"
      pendingLabel="Creating Goal..."
    >
      <SelectField
        control={form.control}
        name="goalType"
        label="Goal type"
        placeholder="Select a goal type"
        options={GOAL_TYPE_IDS.map((id) => {
          const Icon = GOAL_ICONS[id];
          return {
            value: id,
            label: (
              <>
                <Icon aria-hidden="true" />
                {GOAL_TYPES[id].label}
              </>
            ),
          };
        })}
        onValueChange={chooseType}
        description={(value) => (isGoalType(value) ? GOAL_TYPES[value].description : null)}
        disabled={isPending}
      />

      <TextField
        control={form.control}
        name="name"
        label="Goal name"
        placeholder="e.g. Emergency fund"
        maxLength={GOAL_NAME_MAX}
        autoComplete="off"
        disabled={isPending}
      />

      <MoneyField control={form.control} name="targetAmount" label="Target amount" disabled={isPending} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="targetDate"
          label="Target date (optional)"
          type="date"
          min={today}
          disabled={isPending}
        />
        <MoneyField
          control={form.control}
          name="autoSaveAmount"
          label="Monthly auto-save (optional)"
          min="0"
          description="We remind you each month by e-mail or text when your reminder settings allow it; the goal's card says which."
          disabled={isPending}
        />
      </div>
    </DialogForm>
  );
}
