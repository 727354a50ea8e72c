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
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { reportFailure, useAccountSettings, useStoreSettings } from "./account-settings-client";

const FIELDS = ["currentPassword", "newPassword"] as const;

/**
 * Set a first password (accounts made by e-mailed link or Google/GitHub have none) or change it with the current
 * one. Either way every other signed-in device is signed out; this one stays.
 */
export function PasswordCard({ initial }: { initial: AccountSettingsDto }) {
  const { hasPassword } = useAccountSettings(initial);
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
  const action = hasPassword ? "Change password" : "Set a password";

  return (
    <Card role="region" aria-labelledby="account-password-heading">
      <CardHeader>
        <h2 id="account-password-heading" className="text-lg font-semibold">
          Password
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="account-password-state">
          {hasPassword
            ? "You can sign in with your e-mail and password, or with a link we e-mail you."
            : "You sign in with a link we e-mail you. Set a password to sign in without waiting for an e-mail."}
        </p>
      </CardHeader>
      <CardFooter>
        <FormDialog
          trigger={
            <Button type="button" variant="outline">
              {action}
            </Button>
          }
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
                save.mutate(values, { onSuccess: close, onError: (error) => reportFailure(error, "Couldn't save your password", FIELDS, showIssues) })
              }
            />
          )}
        </FormDialog>
      </CardFooter>
    </Card>
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
      <form onSubmit={form.handleSubmit((values) => onSubmit(values, showIssuesOn(form)))} noValidate className="space-y-4">
        {hasPassword ? (
          <TextField control={form.control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
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
