"use client";

import type { ComponentType, ReactNode } from "react";

import { fieldIssues } from "@/lib/client/api-client";
import { FormDialog, type SubmitWithIssues } from "@/components/forms/form-dialog";

// The plan detail's two form dialogs, inviting a member and adding a contribution, are wired the same way: a
// FormDialog about one plan, its form keyed by the opening, and a request that closes the dialog on success and
// puts the server's field messages beside the inputs. What each form asks and sends stays in its own dialog.

/** How the plan's detail opens one of its form dialogs. */
export interface PlanDialogProps {
  plan: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the form inside gets; it is keyed by the dialog's opening, so every opening starts blank. */
export interface PlanFormProps<V, F extends string> {
  planId: string;
  isPending: boolean;
  onSubmit: SubmitWithIssues<V, F>;
}

export function PlanFormDialog<V, F extends string>({
  plan,
  open,
  onOpenChange,
  title,
  description,
  mutation,
  fields,
  form: PlanForm,
}: PlanDialogProps & {
  title: ReactNode;
  description: ReactNode;
  /** The dialog's request (useMutation's result). */
  mutation: {
    isPending: boolean;
    mutate: (values: V, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  };
  /** The form's fields the server's 400 issues may name. */
  fields: readonly F[];
  form: ComponentType<PlanFormProps<V, F>>;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      pending={mutation.isPending}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <PlanForm
          key={session}
          planId={plan.id}
          isPending={mutation.isPending}
          onSubmit={(values, showIssues) =>
            mutation.mutate(values, { onSuccess: close, onError: (error) => showIssues(fieldIssues(error, fields)) })
          }
        />
      )}
    </FormDialog>
  );
}
