"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";

import { apiJson } from "@/lib/client/api-client";
import { formatDay } from "@/lib/dates";
import { formatUsd } from "@/lib/money";
import type { PaymentChangeDto, PaymentDto } from "@/lib/payments/types";
import { reportFailure } from "@/components/feedback/report-failure";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { paymentChangeText, refreshAfterPaymentChange } from "./payment-change";

/**
 * Undo, with a confirmation first: the balance goes back up and rewards the payment alone earned are withdrawn, so
 * the question says so. The row (and this button) is gone afterwards: focus then goes where `onUndone` puts it.
 */
export function UndoPaymentButton({ payment, debtName, label, onUndone }: { payment: PaymentDto; debtName: string; label: string; onUndone: () => void }) {
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
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={label}>
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      }
      title="Undo this payment?"
      description={`The payment of ${formatUsd(payment.amount)} to ${debtName} on ${formatDay(payment.paymentDate)} will be removed. The balance goes back up by it, with any interest it had saved since, and any badge only this payment earned is withdrawn.`}
      cancelLabel="Keep it"
      confirmLabel="Undo payment"
      pendingLabel="Undoing..."
      onConfirm={() => mutation.mutateAsync()}
      onConfirmedClose={onUndone}
    />
  );
}
