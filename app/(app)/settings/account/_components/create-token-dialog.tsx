"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { TOKEN_NAME_MAX } from "@/lib/validations/form-limits";
import type { TCreateToken, TCreateTokenInput } from "@/lib/validations/tokens";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { DialogForm } from "@/components/forms/dialog-form";
import { HandedOverFormDialog, type SubmitThenClose } from "@/components/forms/handed-over-form-dialog";
import { TextField } from "@/components/forms/text-field";
import type { LazyDialogTrigger, LoadedDialogProps } from "@/components/ui/lazy-dialog";

type TokenField = "name" | "canWrite";

/**
 * "Create an API token", loaded by api-access-card.tsx through lazyDialog after the page; `trigger` is its button.
 * The card owns the request (its answer shows the new token there); `onSubmit` gets `close` for its success.
 */
export function CreateTokenDialog({
  onSubmit,
  ...dialog
}: {
  trigger: LazyDialogTrigger;
  pending: boolean;
  onSubmit: SubmitThenClose<TCreateToken, TokenField>;
} & LoadedDialogProps) {
  return (
    <HandedOverFormDialog
      {...dialog}
      title="Create an API token"
      description="Name it after where you will use it. You will see the token once."
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <CreateTokenForm key={session} onSubmit={(values, showIssues) => onSubmit(values, showIssues, close)} />
      )}
    </HandedOverFormDialog>
  );
}

function CreateTokenForm({ onSubmit }: { onSubmit: SubmitWithIssues<TCreateToken, TokenField> }) {
  const form = useForm<TCreateTokenInput, unknown, TCreateToken>({
    resolver: lazyZodResolver(() => import("@/lib/validations/tokens").then((m) => m.ZCreateToken)),
    defaultValues: { name: "", canWrite: false },
  });
  return (
    <DialogForm form={form} onSubmit={onSubmit} submitLabel="Create token" pendingLabel="Creating...">
      <TextField
        control={form.control}
        name="name"
        label="Name"
        description={`For example "Budget spreadsheet". Up to ${TOKEN_NAME_MAX} characters.`}
        autoComplete="off"
      />
      <CheckboxField
        control={form.control}
        name="canWrite"
        label="Allow changes (write access)"
        description="Lets the token add, change and remove debts, log payments and save your plan. Leave it off to only read."
      />
    </DialogForm>
  );
}
