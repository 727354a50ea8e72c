"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { SharedPlanDetailDto } from "@/lib/shared-plans/types";
import { localToday } from "@/lib/dates";
import { DESCRIPTION_MAX, TITLE_MAX } from "@/lib/validations/form-limits";
import type { TCreateSharedPlan, TCreateSharedPlanInput } from "@/lib/validations/shared-plans";
import { apiJson, errorMessage, fieldIssues } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { FormDialog, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";

const FIELDS = ["title", "description", "goalAmount", "targetDate"] as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new plan after the dialog closed (the view opens its detail, to invite members next). */
  onCreated: (plan: SharedPlanDetailDto) => void;
}

export function CreatePlanDialog({ open, onOpenChange, onCreated }: Props) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: TCreateSharedPlan) => apiJson<SharedPlanDetailDto>("POST", "/api/shared/create", values),
    onSuccess: (plan) => {
      queryClient.setQueryData(queryKeys.sharedPlan(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sharedPlans });
      toast({ title: "Shared plan created successfully!" });
    },
    onError: (error) => {
      toast({ title: "Failed to create plan", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Shared Plan"
      description="Set a goal to reach together. You can invite members once the plan exists."
      pending={mutation.isPending}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <CreatePlanForm
          key={session}
          isPending={mutation.isPending}
          onSubmit={(values, showIssues) =>
            mutation.mutate(values, {
              onSuccess: (plan) => {
                close();
                onCreated(plan);
              },
              onError: (error) => showIssues(fieldIssues(error, FIELDS)),
            })
          }
        />
      )}
    </FormDialog>
  );
}

interface CreatePlanFormProps {
  isPending: boolean;
  onSubmit: SubmitWithIssues<TCreateSharedPlan, (typeof FIELDS)[number]>;
}

/** Keyed by the dialog's opening, so every opening starts blank. */
function CreatePlanForm({ isPending, onSubmit }: CreatePlanFormProps) {
  const form = useForm<TCreateSharedPlanInput, unknown, TCreateSharedPlan>({
    resolver: lazyZodResolver(() => import("@/lib/validations/shared-plans").then((m) => m.ZCreateSharedPlanForm)),
    defaultValues: { title: "", description: "", goalAmount: "", targetDate: "" },
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Create shared plan"
      submitLabel="Create Plan"
      pendingLabel="Creating..."
    >
      <TextField
        control={form.control}
        name="title"
        label="Title"
        maxLength={TITLE_MAX}
        placeholder="Family vacation"
        disabled={isPending}
      />
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description (optional)</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                value={field.value ?? ""}
                maxLength={DESCRIPTION_MAX}
                rows={3}
                placeholder="What are you saving or paying off together?"
                disabled={isPending}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField control={form.control} name="goalAmount" label="Goal amount" disabled={isPending} />
        <TextField
          control={form.control}
          name="targetDate"
          label="Target date"
          type="date"
          min={localToday()}
          disabled={isPending}
        />
      </div>
    </DialogForm>
  );
}
