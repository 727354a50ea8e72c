"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { PASSKEY_NAME_MAX } from "@/lib/validations/form-limits";
import type { TRenamePasskey, TRenamePasskeyInput } from "@/lib/validations/passkeys";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { HandedOverFormDialog, type SubmitThenClose } from "@/components/forms/handed-over-form-dialog";
import { TextField } from "@/components/forms/text-field";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";

/**
 * A passkey's name: asked before "Add a passkey" opens the browser's prompt (starting from this browser and system),
 * and by Rename. Loaded by passkeys-card.tsx through lazyDialog; the card owns the request.
 */
export function PasskeyNameDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  defaultName,
  onSubmit,
  ...dialog
}: {
  trigger: LazyDialogTrigger;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  /** The field's first value; a function so it is read in the browser, at opening. */
  defaultName: () => string;
  pending: boolean;
  onSubmit: SubmitThenClose<TRenamePasskey, "name">;
} & LoadedDialogProps) {
  return (
    <HandedOverFormDialog {...dialog} title={title} description={description} className="sm:max-w-md">
      {({ session, close }) => (
        <NameForm
          key={session}
          defaultName={defaultName()}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          onSubmit={(values, showIssues) => onSubmit(values, showIssues, close)}
        />
      )}
    </HandedOverFormDialog>
  );
}

function NameForm({
  defaultName,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  defaultName: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: SubmitWithIssues<TRenamePasskey, "name">;
}) {
  const form = useForm<TRenamePasskeyInput, unknown, TRenamePasskey>({
    resolver: lazyZodResolver(() => import("@/lib/validations/passkeys").then((m) => m.ZRenamePasskey)),
    defaultValues: { name: defaultName },
  });
  return (
    <DialogForm form={form} onSubmit={onSubmit} submitLabel={submitLabel} pendingLabel={pendingLabel}>
      <TextField
        control={form.control}
        name="name"
        label="Name"
        description={`So you can tell your passkeys apart, for example "Work laptop". Up to ${PASSKEY_NAME_MAX} characters.`}
        autoComplete="off"
      />
    </DialogForm>
  );
}
