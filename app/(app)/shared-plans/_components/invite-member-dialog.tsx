"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { INVITE_TTL_DAYS, type InviteResultDto } from "@/lib/shared-plans/types";
import { ZInviteMember, type TInviteMember, type TInviteMemberInput } from "@/lib/validations/shared-plans";
import { apiJson, errorMessage, fieldIssues } from "@/lib/client/api-client";
import { toast } from "@/components/hooks/use-toast";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { Form } from "@/components/ui/form";
import { refreshPlan } from "./shared-plan-keys";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";

const FIELDS = ["email", "monthly_target"] as const;

interface Props {
  plan: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// SPEC 2/5/8: the owner invites by e-mail with a monthly target; the invitee gets a link to accept.
export function InviteMemberDialog({ plan, open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<TInviteMemberInput, unknown, TInviteMember>({
    resolver: zodResolver(ZInviteMember),
    defaultValues: { shared_plan_id: plan.id, email: "", monthly_target: "" },
  });

  const mutation = useMutation({
    mutationFn: (values: TInviteMember) => apiJson<InviteResultDto>("POST", "/api/shared/invite", { ...values, shared_plan_id: plan.id }),
    onSuccess: (result) => {
      refreshPlan(queryClient, plan.id);
      toast({ title: "Invitation sent successfully!", description: `We e-mailed an invitation to ${result.member.email}.` });
      form.reset({ shared_plan_id: plan.id, email: "", monthly_target: "" });
      onOpenChange(false);
    },
    onError: (error) => {
      for (const { field, message } of fieldIssues(error, FIELDS)) form.setError(field, { message });
      toast({ title: "Failed to send invitation", description: errorMessage(error), variant: "destructive" });
    },
  });
  const isPending = mutation.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset({ shared_plan_id: plan.id, email: "", monthly_target: "" });
        onOpenChange(next);
      }}
      title="Invite Member"
      description={
        <>
          We&apos;ll e-mail them a link to join &ldquo;{plan.title}&rdquo;. The link works for {INVITE_TTL_DAYS} days.
        </>
      }
      pending={isPending}
      className="sm:max-w-md"
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate aria-label="Invite member" className="space-y-4">
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
          <FormDialogFooter submitLabel="Send Invitation" pendingLabel="Sending..." />
        </form>
      </Form>
    </FormDialog>
  );
}
