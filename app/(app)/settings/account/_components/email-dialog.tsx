"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import type { TChangeEmail, TChangeEmailInput } from "@/lib/validations/account";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { FormDialog, FormDialogFooter, showIssuesOn, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { Form } from "@/components/ui/form";
import { reportFailure, useStoreSettings } from "./account-settings-client";

const FIELDS = ["email", "currentPassword"] as const;

/**
 * "Change e-mail": nothing changes until the link mailed to the new address is opened (the old address is told);
 * the current password is asked only when the account has one, as the server requires. Loaded by profile-card.tsx
 * through lazyDialog after the page; `trigger` is its Change e-mail button.
 */
export function EmailDialog({
  settings,
  trigger,
  ...loaded
}: { settings: AccountSettingsDto; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
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
    <FormDialog
      trigger={handedOverTrigger}
      defaultOpen={loaded.openOnLoad}
      title="Change your e-mail address"
      description={`We'll send a link to the new address. Until it is opened, you keep signing in with ${settings.email}, and we let that address know.`}
      pending={change.isPending}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <EmailForm
          key={session}
          hasPassword={settings.hasPassword}
          onSubmit={(values, showIssues) =>
            change.mutate(values, {
              onSuccess: close,
              onError: (error) => reportFailure(error, "Couldn't change your e-mail", FIELDS, showIssues),
            })
          }
        />
      )}
    </FormDialog>
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
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values, showIssuesOn(form)))}
        noValidate
        className="space-y-4"
      >
        <TextField
          control={form.control}
          name="email"
          label="New e-mail address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        {hasPassword ? (
          <TextField
            control={form.control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <FormDialogFooter submitLabel="Send link" pendingLabel="Sending..." />
      </form>
    </Form>
  );
}
