"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import type { TChangePassword, TChangePasswordInput } from "@/lib/validations/account";
import { PASSWORD_MIN_LENGTH } from "@/lib/validations/form-limits";
import { FormDialog, FormDialogFooter, showIssuesOn, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { Form } from "@/components/ui/form";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { reportFailure, useStoreSettings } from "./account-settings-client";

const FIELDS = ["currentPassword", "newPassword"] as const;

/** The password dialog, loaded by password-card.tsx through lazyDialog after the page; `trigger` is its button. */
export function PasswordDialog({
  hasPassword,
  action,
  trigger,
  ...loaded
}: { hasPassword: boolean; action: string; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
  const store = useStoreSettings();
  const save = useMutation({
    mutationFn: (values: TChangePassword) => apiJson<AccountSettingsDto>("PUT", "/api/account/password", values),
    onSuccess: (data) => {
      store(data);
      toast({
        title: hasPassword ? "Password changed" : "Password set",
        description: "Other devices signed in to your account were signed out.",
      });
    },
  });

  return (
    <FormDialog
      trigger={handedOverTrigger}
      defaultOpen={loaded.openOnLoad}
      title={action}
      description="Other devices signed in to your account will be signed out."
      pending={save.isPending}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <PasswordForm
          key={session}
          hasPassword={hasPassword}
          submitLabel={action}
          onSubmit={(values, showIssues) =>
            save.mutate(values, {
              onSuccess: close,
              onError: (error) => reportFailure(error, "Couldn't save your password", FIELDS, showIssues),
            })
          }
        />
      )}
    </FormDialog>
  );
}

function PasswordForm({
  hasPassword,
  submitLabel,
  onSubmit,
}: {
  hasPassword: boolean;
  submitLabel: string;
  onSubmit: SubmitWithIssues<TChangePassword, (typeof FIELDS)[number]>;
}) {
  const form = useForm<TChangePasswordInput, unknown, TChangePassword>({
    resolver: lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.ZChangePassword)),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values, showIssuesOn(form)))}
        noValidate
        className="space-y-4"
      >
        {hasPassword ? (
          <TextField
            control={form.control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <TextField
          control={form.control}
          name="newPassword"
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
        />
        <FormDialogFooter submitLabel={submitLabel} pendingLabel="Saving..." />
      </form>
    </Form>
  );
}
