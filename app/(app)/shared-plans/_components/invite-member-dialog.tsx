"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { INVITE_TTL_DAYS, type InviteResultDto } from "@/lib/shared-plans/types";
import type { TInviteMember, TInviteMemberInput } from "@/lib/validations/shared-plans";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { toast } from "@/components/hooks/use-toast";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { refreshPlan } from "./refresh-plan";
import { DialogForm } from "@/components/forms/dialog-form";
import { PlanFormDialog, type PlanDialogProps, type PlanFormProps } from "./plan-form-dialog";

const FIELDS = ["email", "monthly_target"] as const;

// The owner invites by e-mail with a monthly target; the invitee gets a link to accept.
export function InviteMemberDialog(props: PlanDialogProps) {
  const { plan } = props;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: TInviteMember) =>
      apiJson<InviteResultDto>("POST", "/api/shared/invite", { ...values, shared_plan_id: plan.id }),
    onSuccess: (result) => {
      refreshPlan(queryClient, plan.id);
      toast({
        title: "Invitation sent successfully!",
        description: `We e-mailed an invitation to ${result.member.email}.`,
      });
    },
    onError: (error) => {
      toast({ title: "Failed to send invitation", description: errorMessage(error), variant: "destructive" });
    },
  });

  return (
    <PlanFormDialog
      {...props}
      title="Invite Member"
      description={
        <>
          We&apos;ll e-mail them a link to join &ldquo;{plan.title}&rdquo;. The link works for {INVITE_TTL_DAYS} days.
        </>
      }
      mutation={mutation}
      fields={FIELDS}
      form={InviteForm}
    />
  );
}

function InviteForm({ planId, isPending, onSubmit }: PlanFormProps<TInviteMember, (typeof FIELDS)[number]>) {
  const form = useForm<TInviteMemberInput, unknown, TInviteMember>({
    resolver: lazyZodResolver(() => import("@/lib/validations/shared-plans").then((m) => m.ZInviteMember)),
    defaultValues: { shared_plan_id: planId, email: "", monthly_target: "" },
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Invite member"
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
    >
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="friend@example.com"
        disabled={isPending}
      />
      <MoneyField
        control={form.control}
        name="monthly_target"
        label="Monthly target"
        description="What you suggest they put toward the goal each month."
        disabled={isPending}
      />
    </DialogForm>
  );
}
