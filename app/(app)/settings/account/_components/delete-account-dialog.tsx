"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";

import type { AccountDeletionImpact } from "@/lib/account/types";
import { apiRequest, errorMessage, fieldIssues, isUnauthorizedError } from "@/lib/client/api-client";
import { confirmsEmail } from "@/lib/validations/form-limits";
import type { TDeleteAccount, TDeleteAccountInput } from "@/lib/validations/account";
import { handleLoggedOut } from "@/components/billing/billing-client";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useOpenCount } from "@/components/hooks/use-open-count";
import { AlertDialogAnswers, AlertDialogBody } from "@/components/forms/alert-dialog-body";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Form } from "@/components/ui/form";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

// The danger zone: an alert dialog that says what goes, and a destructive button that only unlocks once the user
// has typed their own address (the same check the server makes). After success the browser loads "/" in full:
// the session cookie is gone, so the visitor lands on the public landing page with nothing cached from before.

/** Loaded by delete-account-card.tsx through lazyDialog after the page; `trigger` is its Delete account button. */
export function DeleteAccountDialog({
  email,
  impact,
  trigger,
  ...loaded
}: { email: string; impact: AccountDeletionImpact; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
  const [open, setOpen] = useState(loaded.openOnLoad);
  const [pending, setPending] = useState(false);
  const openCount = useOpenCount(open);

  return (
    <AlertDialog
      open={open}
      // No closing (Escape, Cancel) while the deletion is running: its outcome must be seen.
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{handedOverTrigger}</AlertDialogTrigger>
      <AlertDialogBody
        title="Delete your account?"
        description="This permanently erases your DebtWise account. It cannot be undone."
      >
        <DeletionSummary impact={impact} />
        <DeleteAccountForm key={openCount} email={email} onPendingChange={setPending} />
      </AlertDialogBody>
    </AlertDialog>
  );
}

function DeletionSummary({ impact }: { impact: AccountDeletionImpact }) {
  const plans = impact.ownedSharedPlans;
  return (
    <div className="space-y-3 text-sm">
      {impact.activeSubscriptionPlan && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-notice-border bg-notice p-3 text-notice-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Your {impact.activeSubscriptionPlan} subscription is cancelled right away. You will not be charged again,
            and the rest of the current period is not refunded.
          </span>
        </p>
      )}
      <p className="font-medium">What is erased:</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Your profile, debts, payments, strategies and goals</li>
        <li>Your badges, streak, learning progress and challenges</li>
        <li>Your negotiation letters, voice questions, reminder settings and referral link</li>
        <li>
          {plans > 0
            ? `The ${plans === 1 ? "shared plan" : `${plans} shared plans`} you own, with their members and everyone's contributions`
            : "Any shared plan you own, with its members and everyone's contributions"}
        </li>
        <li>Your membership in, and contributions to, plans other people shared with you</li>
        <li>Every signed-in session, on every device</li>
      </ul>
    </div>
  );
}

function DeleteAccountForm({ email, onPendingChange }: { email: string; onPendingChange: (pending: boolean) => void }) {
  const form = useForm<TDeleteAccountInput, unknown, TDeleteAccount>({
    resolver: lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.deleteAccountFormSchema(email))),
    defaultValues: { confirm: "" },
  });
  const typed = useWatch({ control: form.control, name: "confirm" });
  const [failure, setFailure] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (values: TDeleteAccount) => apiRequest("DELETE", "/api/account", values),
    onMutate: () => {
      setFailure(null);
      onPendingChange(true);
    },
    onSuccess: () => {
      // Full page load: the cookie is already cleared, and no client state of the deleted account survives.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
    },
    onError: (error) => {
      onPendingChange(false);
      if (isUnauthorizedError(error)) {
        handleLoggedOut();
        return;
      }
      const issues = fieldIssues(error, ["confirm"] as const);
      if (issues.length > 0) {
        for (const { field, message } of issues) form.setError(field, { message }, { shouldFocus: true });
        return;
      }
      setFailure(errorMessage(error));
    },
  });
  // Stays "pending" after success until the browser leaves the page.
  const busy = remove.isPending || remove.isSuccess;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => remove.mutate(values))} noValidate className="space-y-4">
        <TextField
          control={form.control}
          name="confirm"
          label="Type your e-mail address to confirm"
          description={
            <>
              Your address is <span className="font-medium break-all text-foreground">{email}</span>
            </>
          }
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={busy}
        />
        {failure && (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            {failure}
          </p>
        )}
        <AlertDialogAnswers cancelLabel="Keep my account" cancelDisabled={busy}>
          <SubmitButton
            variant="destructive"
            pending={busy}
            pendingLabel="Deleting..."
            disabled={!confirmsEmail(typed ?? "", email)}
          >
            Delete my account
          </SubmitButton>
        </AlertDialogAnswers>
      </form>
    </Form>
  );
}
