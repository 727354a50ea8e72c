import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

// How a form shows the server's field messages beside its inputs; apart from form-dialog.tsx, so a form that is not
// in a dialog (the support form) does not bring Radix Dialog into its page.

/**
 * How a dialog's keyed form hands its values to the dialog's request: `showIssues` puts the server's field messages
 * (a 400's issues, read with `fieldIssues`) beside the inputs of the form that sent them.
 */
export type SubmitWithIssues<V, F extends string> = (values: V, showIssues: (issues: FieldIssues<F>) => void) => void;

type FieldIssues<F extends string> = { field: F; message: string }[];

/** The `showIssues` a form passes with its values: each message goes to its field's error. */
export function showIssuesOn<T extends FieldValues, V extends FieldValues>(form: UseFormReturn<T, unknown, V>) {
  return (issues: FieldIssues<FieldPath<T>>) => {
    for (const { field, message } of issues) form.setError(field, { message });
  };
}
