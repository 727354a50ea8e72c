"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { SharedPlanDetailDto } from "@/lib/shared-plans/types";
import { localToday } from "@/lib/validations/dates";
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  ZCreateSharedPlanForm,
  type TCreateSharedPlan,
  type TCreateSharedPlanInput,
} from "@/lib/validations/shared-plans";
import { apiJson, errorMessage, fieldIssues } from "@/lib/client/api-client";
import { toast } from "@/components/hooks/use-toast";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { PLANS_QUERY_KEY, planQueryKey } from "./shared-plan-keys";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";

const FIELDS = ["title", "description", "goalAmount", "targetDate"] as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new plan after the dialog closed (the view opens its detail, to invite members next). */
  onCreated: (plan: SharedPlanDetailDto) => void;
}

export function CreatePlanDialog({ open, onOpenChange, onCreated }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<TCreateSharedPlanInput, unknown, TCreateSharedPlan>({
    resolver: zodResolver(ZCreateSharedPlanForm),
    defaultValues: { title: "", description: "", goalAmount: "", targetDate: "" },
  });

  const mutation = useMutation({
    mutationFn: (values: TCreateSharedPlan) => apiJson<SharedPlanDetailDto>("POST", "/api/shared/create", values),
    onSuccess: (plan) => {
      queryClient.setQueryData(planQueryKey(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
      toast({ title: "Shared plan created successfully!" });
      form.reset();
      onOpenChange(false);
      onCreated(plan);
    },
    onError: (error) => {
      for (const { field, message } of fieldIssues(error, FIELDS)) form.setError(field, { message });
      toast({ title: "Failed to create plan", description: errorMessage(error), variant: "destructive" });
    },
  });
  const isPending = mutation.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title="Create Shared Plan"
      description="Set a goal to reach together. You can invite members once the plan exists."
      pending={isPending}
      className="sm:max-w-md"
    >
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
          noValidate
          aria-label="Create shared plan"
          className="space-y-4"
        >
          <TextField control={form.control} name="title" label="Title" maxLength={TITLE_MAX} placeholder="Family vacation" disabled={isPending} />
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
            <MoneyField
              control={form.control}
              name="goalAmount"
              label="Goal amount"
              disabled={isPending}
            />
            <TextField control={form.control} name="targetDate" label="Target date" type="date" min={localToday()} disabled={isPending} />
          </div>
          <FormDialogFooter submitLabel="Create Plan" pendingLabel="Creating..." />
        </form>
      </Form>
    </FormDialog>
  );
}
