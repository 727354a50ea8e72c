"use client";

import type { ComponentProps, ReactNode } from "react";

import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

// The layout every "are you sure?" alert dialog here shares (a confirmation, cancelling a plan, deleting the
// account): the question and what it means, then Cancel beside the confirming control. Only Radix AlertDialog, which
// the dialogs using it bring anyway.

/** The dialog's content: its title and description, then `children` (AlertDialogAnswers, or a form ending with them). */
export function AlertDialogBody({
  title,
  description,
  children,
  ...content
}: Omit<ComponentProps<typeof AlertDialogContent>, "title"> & { title: ReactNode; description: ReactNode }) {
  return (
    <AlertDialogContent {...content}>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      {children}
    </AlertDialogContent>
  );
}

/** The last row: Cancel, labelled with what keeping means ("Keep my account"), and the confirming control. */
export function AlertDialogAnswers({
  cancelLabel,
  cancelDisabled,
  children,
}: {
  cancelLabel: ReactNode;
  /** While the confirmed request runs, so its outcome is seen. */
  cancelDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <AlertDialogFooter>
      <AlertDialogCancel disabled={cancelDisabled}>{cancelLabel}</AlertDialogCancel>
      {children}
    </AlertDialogFooter>
  );
}
