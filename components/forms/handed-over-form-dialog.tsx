"use client";

import type { ReactNode } from "react";
import { FormDialog, type FormDialogProps, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

export type HandedOverFormDialogProps = {
  trigger: LazyDialogTrigger;
  title: ReactNode;
  description: ReactNode;
} & Pick<FormDialogProps, "pending" | "className" | "children"> &
  LoadedDialogProps;

/** For a dialog whose owner makes the request: the owner calls `close` when it succeeds. */
export type SubmitThenClose<V, F extends string> = (
  values: V,
  showIssues: Parameters<SubmitWithIssues<V, F>>[1],
  close: () => void,
) => void;

/** FormDialog as lazyDialog (components/ui/lazy-dialog.tsx) loads it: opened or focused as its stand-in was. */
export function HandedOverFormDialog({ trigger, openOnLoad, focusOnLoad, ...props }: HandedOverFormDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, { openOnLoad, focusOnLoad });
  return <FormDialog {...props} trigger={handedOverTrigger} defaultOpen={openOnLoad} />;
}
