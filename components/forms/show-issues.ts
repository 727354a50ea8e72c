import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

// Apart from form-dialog.tsx, so a form outside a dialog (the support form) does not bring Radix Dialog.

export type SubmitWithIssues<V, F extends string> = (values: V, showIssues: (issues: FieldIssues<F>) => void) => void;

type FieldIssues<F extends string> = { field: F; message: string }[];

export function showIssuesOn<T extends FieldValues, V extends FieldValues>(form: UseFormReturn<T, unknown, V>) {
  return (issues: FieldIssues<FieldPath<T>>) => {
    for (const { field, message } of issues) form.setError(field, { message });
  };
}
