"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import type { TChangeEmail, TChangeEmailInput } from "@/lib/validations/account";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { ChangeFormDialog } from "@/components/forms/change-form-dialog";
import { CurrentPasswordField } from "@/components/forms/account-fields";
import { DialogForm } from "@/components/forms/dialog-form";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { useStoreSettings } from "./account-settings-client";

const FIELDS = ["email", "currentPassword"] as const;

/**
 * "Change e-mail": nothing changes until the link mailed to the new address is opened (the old address is told);
 * the current password is asked only when the account has one, as the server requires. Loaded by profile-card.tsx
 * through lazyDialog after the page; `trigger` is its Change e-mail button.
 */
export function EmailDialog({
  settings,
  ...dialog
}: { settings: AccountSettingsDto; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const store = useStoreSettings();
  const change = useMutation({
    mutationFn: (values: TChangeEmail) => apiJson<AccountSettingsDto>("POST", "/api/account/email", values),
    onSuccess: (data) => {
      store(data);
      toast({
        title: "Check your new inbox",
        description: `We sent a link to ${data.pendingEmail ?? "your new address"}. Your address changes when you open it.`,
      });
    },
  });

  return (
    <ChangeFormDialog
      {...dialog}
      title="Change your e-mail address"
      description={`We'll send a link to the new address. Until it is opened, you keep signing in with ${settings.email}, and we let that address know.`}
      className="sm:max-w-md"
      mutation={change}
      failureTitle="Couldn't change your e-mail"
      fields={FIELDS}
    >
      {(onSubmit) => <EmailForm hasPassword={settings.hasPassword} onSubmit={onSubmit} />}
    </ChangeFormDialog>
  );
}

function EmailForm({
  hasPassword,
  onSubmit,
}: {
  hasPassword: boolean;
  onSubmit: SubmitWithIssues<TChangeEmail, (typeof FIELDS)[number]>;
}) {
  const form = useForm<TChangeEmailInput, unknown, TChangeEmail>({
    resolver: lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.ZChangeEmail)),
    defaultValues: { email: "", currentPassword: "" },
  });
  return (
    <DialogForm form={form} onSubmit={onSubmit} submitLabel="Send link" pendingLabel="Sending...">
      <TextField
        control={form.control}
        name="email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <CurrentPasswordField control={form.control} hasPassword={hasPassword} />
    </DialogForm>
  );
}
