"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import type { TChangePassword, TChangePasswordInput } from "@/lib/validations/account";
import { PASSWORD_MIN_LENGTH } from "@/lib/validations/form-limits";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { ChangeFormDialog } from "@/components/forms/change-form-dialog";
import { CurrentPasswordField } from "@/components/forms/account-fields";
import { DialogForm } from "@/components/forms/dialog-form";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { useStoreSettings } from "./account-settings-client";

const FIELDS = ["currentPassword", "newPassword"] as const;

/** The password dialog, loaded by password-card.tsx through lazyDialog after the page; `trigger` is its button. */
export function PasswordDialog({
  hasPassword,
  action,
  ...dialog
}: { hasPassword: boolean; action: string; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const store = useStoreSettings();
  const save = useMutation({
    mutationFn: (values: TChangePassword) => apiJson<AccountSettingsDto>("PUT", "/api/account/password", values),
    onSuccess: (data) => {
      store(data);
      toast({
        title: hasPassword ? "Password changed" : "Password set",
        description: "Other devices signed in to your account were signed out, and any API tokens were revoked.",
      });
    },
  });

  return (
    <ChangeFormDialog
      {...dialog}
      title={action}
      description="Other devices signed in to your account will be signed out, and any API tokens will stop working."
      className="sm:max-w-md"
      mutation={save}
      failureTitle="Couldn't save your password"
      fields={FIELDS}
    >
      {(onSubmit) => <PasswordForm hasPassword={hasPassword} submitLabel={action} onSubmit={onSubmit} />}
    </ChangeFormDialog>
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
    <DialogForm form={form} onSubmit={onSubmit} submitLabel={submitLabel} pendingLabel="Saving...">
      <CurrentPasswordField control={form.control} hasPassword={hasPassword} />
      <TextField
        control={form.control}
        name="newPassword"
        label="New password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        type="password"
        autoComplete="new-password"
      />
    </DialogForm>
  );
}
