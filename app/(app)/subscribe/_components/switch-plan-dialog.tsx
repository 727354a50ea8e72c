"use client";

import { trialContinuesText } from "@/components/billing/billing-client";
import { AlertDialogAnswers, AlertDialogBody } from "@/components/forms/alert-dialog-body";
import { AlertDialog, AlertDialogAction } from "@/components/ui/alert-dialog";

/** With Stripe, a plan change during a trial is made on the spot, so it is confirmed first (loaded on first open). */
export function SwitchPlanDialog({
  open,
  onOpenChange,
  toPlanName,
  fromPlanName,
  trialEndsAt,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toPlanName: string;
  fromPlanName: string;
  trialEndsAt: string | null;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogBody
        title={<>Switch to {toPlanName} during your trial?</>}
        description={
          <>
            {toPlanName && trialEndsAt ? trialContinuesText(toPlanName, trialEndsAt) : null} Nothing is charged before
            then, and you can cancel anytime until that date.
          </>
        }
      >
        <AlertDialogAnswers cancelLabel={<>Keep {fromPlanName}</>}>
          <AlertDialogAction onClick={onConfirm}>Switch plan</AlertDialogAction>
        </AlertDialogAnswers>
      </AlertDialogBody>
    </AlertDialog>
  );
}
