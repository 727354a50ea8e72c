"use client";

import { useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { Loader2 } from "lucide-react";

import { AlertDialog, AlertDialogAction, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { AlertDialogAnswers, AlertDialogBody } from "@/components/forms/alert-dialog-body";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

// The dialog stays open, and cannot be dismissed, until the server answers: a failure is then seen next to the
// question (the caller reports it), and only a success closes it.

export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  pendingLabel,
  onConfirm,
  onConfirmedClose,
  defaultOpen = false,
}: {
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The request; a rejection keeps the dialog open. */
  onConfirm: () => Promise<unknown>;
  /** When the confirmed request removes the trigger (the deleted item's own button), where focus goes instead, so it
   * does not fall to the page body. */
  onConfirmedClose?: () => void;
  /** Open from the start: a lazily loaded dialog whose stand-in button was clicked before it arrived. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const confirmed = useRef(false);

  function confirm() {
    setPending(true);
    onConfirm().then(
      () => {
        confirmed.current = true;
        setPending(false);
        setOpen(false);
      },
      () => setPending(false),
    );
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next || !pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogBody
        title={title}
        description={description}
        onCloseAutoFocus={(event) => {
          if (confirmed.current && onConfirmedClose) {
            event.preventDefault();
            onConfirmedClose();
          }
          confirmed.current = false;
        }}
      >
        <AlertDialogAnswers cancelLabel={cancelLabel} cancelDisabled={pending}>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={pending}
            onClick={(event) => {
              // Radix would close at once; the request's answer decides instead.
              event.preventDefault();
              confirm();
            }}
          >
            {pending ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                {pendingLabel}
              </>
            ) : (
              confirmLabel
            )}
          </AlertDialogAction>
        </AlertDialogAnswers>
      </AlertDialogBody>
    </AlertDialog>
  );
}

/** ConfirmDialog as LazyConfirmDialog loads it: opened at once, or its trigger focused, as its stand-in was. */
export function HandedOverConfirmDialog({
  trigger,
  openOnLoad,
  focusOnLoad,
  ...props
}: Omit<ComponentProps<typeof ConfirmDialog>, "trigger" | "defaultOpen"> & {
  trigger: LazyDialogTrigger;
} & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, { openOnLoad, focusOnLoad });
  return <ConfirmDialog {...props} trigger={handedOverTrigger} defaultOpen={openOnLoad} />;
}
