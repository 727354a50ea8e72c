"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import type { AccountSettingsDto } from "@/lib/account/types";
import { apiJson } from "@/lib/client/api-client";
import type { TProfile, TProfileInput } from "@/lib/validations/account";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { ChangeFormDialog } from "@/components/forms/change-form-dialog";
import { NameFields } from "@/components/forms/account-fields";
import { DialogForm } from "@/components/forms/dialog-form";
import { toast } from "@/components/hooks/use-toast";
import { useStoreSettings } from "./account-settings-client";

const FIELDS = ["firstName", "lastName"] as const;

/**
 * "Edit name": first (required) and last name, one line each; the greeting and nav bar follow at once. Loaded by
 * profile-card.tsx through lazyDialog after the page; `trigger` is its Edit name button.
 */
export function NameDialog({
  settings,
  ...dialog
}: { settings: AccountSettingsDto; trigger: LazyDialogTrigger } & LoadedDialogProps) {
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
    <ChangeFormDialog
      {...dialog}
      title="Edit your name"
      description="How DebtWise greets you, and how people you share a plan with see you."
      className="sm:max-w-md"
      mutation={save}
      failureTitle="Couldn't save your name"
      fields={FIELDS}
    >
      {(onSubmit) => <NameForm settings={settings} onSubmit={onSubmit} />}
    </ChangeFormDialog>
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
    <DialogForm form={form} onSubmit={onSubmit} submitLabel="Save name" pendingLabel="Saving...">
      <NameFields control={form.control} />
    </DialogForm>
  );
}
