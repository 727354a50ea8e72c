"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import type { TProfile, TProfileInput } from "@/lib/validations/account";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { FormDialog, FormDialogFooter, showIssuesOn, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { Form } from "@/components/ui/form";
import { reportFailure, useStoreSettings } from "./account-settings-client";

const FIELDS = ["firstName", "lastName"] as const;

/**
 * "Edit name": first (required) and last name, one line each; the greeting and nav bar follow at once. Loaded by
 * profile-card.tsx through lazyDialog after the page; `trigger` is its Edit name button.
 */
export function NameDialog({
  settings,
  trigger,
  ...loaded
}: { settings: AccountSettingsDto; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
  const store = useStoreSettings();
  const router = useRouter();
  const save = useMutation({
    mutationFn: (values: TProfile) => apiJson<AccountSettingsDto>("PATCH", "/api/account/profile", values),
    onSuccess: (data) => {
      store(data);
      // Server-rendered parts (the nav bar's menu, the dashboard greeting) read the name too.
      router.refresh();
      toast({ title: "Name saved" });
    },
  });

  return (
    <FormDialog
      trigger={handedOverTrigger}
      defaultOpen={loaded.openOnLoad}
      title="Edit your name"
      description="How DebtWise greets you, and how people you share a plan with see you."
      pending={save.isPending}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <NameForm
          key={session}
          settings={settings}
          onSubmit={(values, showIssues) =>
            save.mutate(values, {
              onSuccess: close,
              onError: (error) => reportFailure(error, "Couldn't save your name", FIELDS, showIssues),
            })
          }
        />
      )}
    </FormDialog>
  );
}

function NameForm({
  settings,
  onSubmit,
}: {
  settings: AccountSettingsDto;
  onSubmit: SubmitWithIssues<TProfile, (typeof FIELDS)[number]>;
}) {
  const form = useForm<TProfileInput, unknown, TProfile>({
    resolver: lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.ZProfile)),
    defaultValues: { firstName: settings.firstName, lastName: settings.lastName },
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
          name="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={60}
        />
        <TextField
          control={form.control}
          name="lastName"
          label="Last name (optional)"
          autoComplete="family-name"
          maxLength={60}
        />
        <FormDialogFooter submitLabel="Save name" pendingLabel="Saving..." />
      </form>
    </Form>
  );
}
