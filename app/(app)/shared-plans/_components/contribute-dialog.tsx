"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { DEFAULT_CONTRIBUTION_DESCRIPTION, type ContributeResultDto } from "@/lib/shared-plans/types";
import { CONTRIBUTION_DESCRIPTION_MAX } from "@/lib/validations/form-limits";
import type { TContribute, TContributeInput } from "@/lib/validations/shared-plans";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { formatDollars, formatProgress } from "@/lib/format";
import { toast } from "@/components/hooks/use-toast";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { refreshPlan } from "./refresh-plan";
import { DialogForm } from "@/components/forms/dialog-form";
import { PlanFormDialog, type PlanDialogProps, type PlanFormProps } from "./plan-form-dialog";

const FIELDS = ["amount", "description"] as const;

// Any active member records money they put toward the plan; description defaults to
// 'Payment contribution'.
export function ContributeDialog(props: PlanDialogProps) {
  const { plan } = props;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: TContribute) =>
      apiJson<ContributeResultDto>("POST", "/api/shared/contribute", { ...values, sharedPlanId: plan.id }),
    onSuccess: (result) => {
      refreshPlan(queryClient, plan.id);
      toast({
        title: "Contribution added successfully!",
        description: `${formatDollars(result.contribution.amount)} added. The plan is ${formatProgress(result.progressPercent)} of the way there.`,
      });
    },
    onError: (error) => {
      toast({ title: "Failed to add contribution", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <PlanFormDialog
      {...props}
      title="Add Contribution"
      description={<>Record money you put toward &ldquo;{plan.title}&rdquo;.</>}
      mutation={mutation}
      fields={FIELDS}
      form={ContributeForm}
    />
  );
}

function ContributeForm({ planId, isPending, onSubmit }: PlanFormProps<TContribute, (typeof FIELDS)[number]>) {
  const form = useForm<TContributeInput, unknown, TContribute>({
    resolver: lazyZodResolver(() => import("@/lib/validations/shared-plans").then((m) => m.ZContribute)),
    defaultValues: { sharedPlanId: planId, amount: "", description: "" },
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Add contribution"
      submitLabel="Add Contribution"
      pendingLabel="Adding..."
    >
      <MoneyField control={form.control} name="amount" label="Amount" disabled={isPending} />
      <TextField
        control={form.control}
        name="description"
        label="Description (optional)"
        maxLength={CONTRIBUTION_DESCRIPTION_MAX}
        placeholder={DEFAULT_CONTRIBUTION_DESCRIPTION}
        disabled={isPending}
      />
    </DialogForm>
  );
}
