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
