"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiJson } from "@/lib/client/api-client";
import { formatDay, formatDollars } from "@/lib/format";
import type { PaymentChangeDto, PaymentDto } from "@/lib/payments/types";
import { reportFailure } from "@/components/feedback/report-failure";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { toast } from "@/components/hooks/use-toast";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { paymentChangeText, refreshAfterPaymentChange } from "./payment-change";

/**
 * Undo, with a confirmation first: the balance goes back up and rewards the payment alone earned are withdrawn, so
 * the question says so. The row (and this button) is gone afterwards: focus then goes where `onUndone` puts it.
 * Loaded by payment-list.tsx through lazyDialog, once the page has hydrated; `trigger` is the Undo button.
 */
export function UndoPaymentDialog({
  payment,
  debtName,
  trigger,
  onUndone,
  ...loaded
}: { payment: PaymentDto; debtName: string; trigger: LazyDialogTrigger; onUndone: () => void } & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiJson<PaymentChangeDto>("DELETE", `/api/payments/${encodeURIComponent(payment.id)}`),
    onSuccess: (change) => {
      refreshAfterPaymentChange(queryClient, change);
      toast({ title: "Payment undone", description: paymentChangeText(change) });
    },
    onError: (error) => reportFailure(error, "Failed to undo payment"),
  });

  return (
    <ConfirmDialog
      trigger={handedOverTrigger}
      defaultOpen={loaded.openOnLoad}
      title="Undo this payment?"
      description={`The payment of ${formatDollars(payment.amount)} to ${debtName} on ${formatDay(payment.paymentDate)} will be removed. The balance goes back up by it, with any interest it had saved since, and any badge only this payment earned is withdrawn.`}
      cancelLabel="Keep it"
      confirmLabel="Undo payment"
      pendingLabel="Undoing..."
      onConfirm={() => mutation.mutateAsync()}
      onConfirmedClose={onUndone}
    />
  );
}
