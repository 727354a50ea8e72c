"use client";

import type { ReactNode } from "react";
import { FormDialog, type FormDialogProps, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

export type HandedOverFormDialogProps = {
  /** The button that opens it: the stand-in's, handed over (useHandedOverTrigger). */
  trigger: LazyDialogTrigger;
  title: ReactNode;
  description: ReactNode;
} & Pick<FormDialogProps, "pending" | "className" | "children"> &
  LoadedDialogProps;

/**
 * The submit of a dialog whose owner makes the request (the owner shows the answer): the form's values and its
 * `showIssues`, as SubmitWithIssues has them, and `close` for the owner to call when the request succeeds.
 */
export type SubmitThenClose<V, F extends string> = (
  values: V,
  showIssues: Parameters<SubmitWithIssues<V, F>>[1],
  close: () => void,
) => void;

/**
 * FormDialog as lazyDialog (components/ui/lazy-dialog.tsx) loads it after the page, for a dialog opened by its own
 * button: opened at once when the stand-in was clicked before it arrived, or its trigger focused as the stand-in was.
 */
export function HandedOverFormDialog({ trigger, openOnLoad, focusOnLoad, ...props }: HandedOverFormDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, { openOnLoad, focusOnLoad });
  return <FormDialog {...props} trigger={handedOverTrigger} defaultOpen={openOnLoad} />;
}
