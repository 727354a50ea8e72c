"use client";

import { PLANS_BY_ID } from "@/lib/billing/plans";
import { AlertDialogAnswers, AlertDialogBody } from "@/components/forms/alert-dialog-body";
import { AlertDialog, AlertDialogAction, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";

/** "Cancel your subscription?" for a local (test-mode) subscription, loaded by BillingSettings through lazyDialog. */
export function CancelSubscriptionDialog({
  trigger,
  planName,
  isTrial,
  onConfirm,
  openOnLoad,
  focusOnLoad,
}: {
  trigger: LazyDialogTrigger;
  planName: string;
  isTrial: boolean;
  onConfirm: () => void;
} & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, { openOnLoad, focusOnLoad });
  const freeLimit = PLANS_BY_ID.free.debtLimit;
  return (
    <AlertDialog defaultOpen={openOnLoad}>
      <AlertDialogTrigger asChild>{handedOverTrigger}</AlertDialogTrigger>
      <AlertDialogBody
        title={<>Cancel your {planName} subscription?</>}
        description={
          <>
            You will move to the Free plan right away. Your debts and history stay saved, but the Free plan tracks{" "}
            {freeLimit} debt, so you will not be able to add more until you upgrade again.
            {isTrial &&
              " Your free trial ends now too. There is one free trial per account, so subscribing again starts billing at once."}
          </>
        }
      >
        <AlertDialogAnswers cancelLabel={<>Keep {planName}</>}>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90 focus-visible:ring-destructive/20"
            onClick={onConfirm}
          >
            Cancel subscription
          </AlertDialogAction>
        </AlertDialogAnswers>
      </AlertDialogBody>
    </AlertDialog>
  );
}
