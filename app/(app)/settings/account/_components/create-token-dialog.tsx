"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { TOKEN_NAME_MAX } from "@/lib/validations/form-limits";
import type { TCreateToken, TCreateTokenInput } from "@/lib/validations/tokens";
import { FormDialog, FormDialogFooter, showIssuesOn, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

type TokenField = "name" | "canWrite";

/**
 * "Create an API token", loaded by api-access-card.tsx through lazyDialog after the page; `trigger` is its button.
 * The card owns the request (its answer shows the new token there); `onSubmit` gets `close` for its success.
 */
export function CreateTokenDialog({
  trigger,
  pending,
  onSubmit,
  ...loaded
}: {
  trigger: LazyDialogTrigger;
  pending: boolean;
  onSubmit: (
    values: TCreateToken,
    showIssues: Parameters<SubmitWithIssues<TCreateToken, TokenField>>[1],
    close: () => void,
  ) => void;
} & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
  return (
    <FormDialog
      trigger={handedOverTrigger}
      defaultOpen={loaded.openOnLoad}
      title="Create an API token"
      description="Name it after where you will use it. You will see the token once."
      pending={pending}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <CreateTokenForm key={session} onSubmit={(values, showIssues) => onSubmit(values, showIssues, close)} />
      )}
    </FormDialog>
  );
}

function CreateTokenForm({ onSubmit }: { onSubmit: SubmitWithIssues<TCreateToken, TokenField> }) {
  const form = useForm<TCreateTokenInput, unknown, TCreateToken>({
    resolver: lazyZodResolver(() => import("@/lib/validations/tokens").then((m) => m.ZCreateToken)),
    defaultValues: { name: "", canWrite: false },
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
          name="name"
          label="Name"
          description={`For example "Budget spreadsheet". Up to ${TOKEN_NAME_MAX} characters.`}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="canWrite"
          render={({ field }) => (
            <FormItem className="flex flex-row items-start gap-3">
              <FormControl>
                <Checkbox
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <div className="space-y-1">
                <FormLabel>Allow changes (write access)</FormLabel>
                <FormDescription>
                  Lets the token add, change and remove debts, log payments and save your plan. Leave it off to only
                  read.
                </FormDescription>
              </div>
            </FormItem>
          )}
        />
        <FormDialogFooter submitLabel="Create token" pendingLabel="Creating..." />
      </form>
    </Form>
  );
}
