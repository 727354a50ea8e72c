"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";

import { GOAL_TYPES, type GoalDto } from "@/lib/goals/types";
import { ZAddToGoal, type TAddToGoal, type TAddToGoalInput } from "@/lib/validations/goals";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { formatUsd } from "@/lib/money";
import { formatCents } from "@/lib/payoff/money";
import { toast } from "@/components/hooks/use-toast";
import { MoneyInput } from "@/components/forms/money-input";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { ADD_MONEY_INVALIDATES, GOALS_QUERY_KEY } from "./goal-display";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";

// 'Add Money' on a goal card: a small dialog with one amount field -> PATCH /api/goals/{id}. The answer replaces
// the goal in the list at once; XP and savings challenges it may have moved are refreshed.

export function AddMoneyDialog({ goal, remainingCents }: { goal: GoalDto; remainingCents: number }) {
  const queryClient = useQueryClient();
  const { label } = GOAL_TYPES[goal.goalType];

  const mutation = useMutation({
    mutationFn: (input: TAddToGoal) => apiJson<GoalDto>("PATCH", `/api/goals/${encodeURIComponent(goal.id)}`, input),
    onSuccess: (updated, input) => {
      queryClient.setQueryData<GoalDto[]>(GOALS_QUERY_KEY, (old) => old?.map((g) => (g.id === updated.id ? updated : g)));
      void queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY });
      for (const queryKey of ADD_MONEY_INVALIDATES) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      toast(
        updated.isCompleted && !goal.isCompleted
          ? { title: "Goal reached!", description: `You reached your ${label} goal of ${formatUsd(updated.targetAmount)}.` }
          : { title: "Money added", description: `${formatUsd(input.amount)} added to your ${label} goal.` },
      );
    },
    onError: (error) => {
      toast({ title: "Failed to add money", description: errorMessage(error), variant: "destructive" });
    },
  });
  const isPending = mutation.isPending;

  return (
    <FormDialog
      trigger={
        <Button type="button" variant="outline" className="w-full">
          <Plus aria-hidden="true" />
          Add Money
        </Button>
      }
      title={<>Add Money to {label}</>}
      description={
        <>
          {formatUsd(goal.currentAmount)} saved of {formatUsd(goal.targetAmount)}.
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
    </FormDialog>
  );
}

interface AmountFormProps {
  remainingCents: number;
  isPending: boolean;
  onSubmit: (values: TAddToGoal) => void;
}

function AmountForm({ remainingCents, isPending, onSubmit }: AmountFormProps) {
  const form = useForm<TAddToGoalInput, unknown, TAddToGoal>({
    resolver: zodResolver(ZAddToGoal),
    defaultValues: { amount: "" },
  });
  const remaining = formatCents(remainingCents);

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Add money" className="space-y-4">
        <FormField
          control={form.control}
          name="amount"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Amount</FormLabel>
              <FormControl>
                <MoneyInput {...field} value={field.value ?? ""} min="0.01" placeholder="0.00" disabled={isPending} />
              </FormControl>
              {remainingCents > 0 ? (
                <FormDescription className="flex flex-wrap items-center justify-between gap-x-2">
                  <span>{formatUsd(remaining)} to reach your target</span>
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    disabled={isPending}
                    onClick={() => form.setValue("amount", remaining, { shouldValidate: true })}
                  >
                    Add the rest
                  </Button>
                </FormDescription>
              ) : null}
              <FormMessage />
            </FormItem>
          )}
        />
        <FormDialogFooter submitLabel="Add Money" pendingLabel="Adding..." />
      </form>
    </Form>
  );
}
