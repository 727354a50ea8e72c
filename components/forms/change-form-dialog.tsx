"use client";

import { Fragment, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { reportFailure } from "@/components/feedback/report-failure";
import type { SubmitWithIssues } from "@/components/forms/form-dialog";
import { HandedOverFormDialog, type HandedOverFormDialogProps } from "@/components/forms/handed-over-form-dialog";

/**
 * A lazily loaded form dialog that sends one change (the account's name, e-mail, password): pending while the
 * request runs, closed by its success; a failure is shown by reportFailure, beside the fields it names or as a toast
 * titled `failureTitle`. Every opening starts a fresh form.
 */
export function ChangeFormDialog<V, F extends string>({
  mutation,
  failureTitle,
  fields,
  children,
  ...dialog
}: Omit<HandedOverFormDialogProps, "pending" | "children"> & {
  mutation: Pick<UseMutationResult<unknown, Error, V>, "mutate" | "isPending">;
  failureTitle: string;
  /** The fields a 400 answer's issues may point at. */
  fields: readonly F[];
  /** The form, given the submit that sends its values. */
  children: (onSubmit: SubmitWithIssues<V, F>) => ReactNode;
}) {
  return (
    <HandedOverFormDialog {...dialog} pending={mutation.isPending}>
      {({ session, close }) => (
        <Fragment key={session}>
          {children((values, showIssues) =>
            mutation.mutate(values, {
              onSuccess: close,
              onError: (error) => reportFailure(error, failureTitle, fields, showIssues),
            }),
          )}
        </Fragment>
      )}
    </HandedOverFormDialog>
  );
}
