"use client";

import type { ComponentProps, ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/ui/form";
import { FormDialogFooter, showIssuesOn, type SubmitWithIssues } from "@/components/forms/form-dialog";

export function DialogForm<T extends FieldValues, V extends FieldValues>({
  form,
  onSubmit,
  check,
  "aria-label": ariaLabel,
  submitLabel,
  pendingLabel,
  submitDisabled,
  footer,
  children,
}: ComponentProps<typeof FormDialogFooter> & {
  form: UseFormReturn<T, unknown, V>;
  onSubmit: SubmitWithIssues<V, FieldPath<T>>;
  /** A check the schema cannot make (the chosen debt's balance): false, after setting an error, stops the send. */
  check?: (values: V) => boolean;
  /** The form's accessible name, when the dialog holds more than the form. */
  "aria-label"?: string;
  /** In place of the Cancel/submit row while the form asks something first (Log Payment's "Log it again?"). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => {
          if (check?.(values) !== false) onSubmit(values, showIssuesOn(form));
        })}
        noValidate
        aria-label={ariaLabel}
        className="space-y-4"
      >
        {children}
        {footer ?? (
          <FormDialogFooter submitLabel={submitLabel} pendingLabel={pendingLabel} submitDisabled={submitDisabled} />
        )}
      </form>
    </Form>
  );
}
