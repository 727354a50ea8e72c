"use client";

import type { ReactNode } from "react";
import { FormDialog, type FormDialogProps } from "@/components/forms/form-dialog";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

export type HandedOverFormDialogProps = {
  /** The button that opens it: the stand-in's, handed over (useHandedOverTrigger). */
  trigger: LazyDialogTrigger;
  title: ReactNode;
  description: ReactNode;
} & Pick<FormDialogProps, "pending" | "className" | "children"> &
  LoadedDialogProps;

/**
 * FormDialog as lazyDialog (components/ui/lazy-dialog.tsx) loads it after the page, for a dialog opened by its own
 * button: opened at once when the stand-in was clicked before it arrived, or its trigger focused as the stand-in was.
 */
export function HandedOverFormDialog({ trigger, openOnLoad, focusOnLoad, ...props }: HandedOverFormDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, { openOnLoad, focusOnLoad });
  return <FormDialog {...props} trigger={handedOverTrigger} defaultOpen={openOnLoad} />;
}
