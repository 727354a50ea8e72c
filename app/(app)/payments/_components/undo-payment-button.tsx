"use client";

import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Undo2 } from "lucide-react";

import { apiJson } from "@/lib/client/api-client";
import { formatDay } from "@/lib/dates";
import { formatUsd } from "@/lib/money";
import type { PaymentChangeDto, PaymentDto } from "@/lib/payments/types";
import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { paymentChangeText, refreshAfterPaymentChange } from "./payment-change";

/**
 * Undo with a confirmation first: the balance goes back up and rewards the payment alone earned are withdrawn, so
 * the question says so. The dialog stays open until the server answers, so a failure is seen next to it.
 */
export function UndoPaymentButton({ payment, debtName, label, onUndone }: { payment: PaymentDto; debtName: string; label: string; onUndone: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Its row is gone after an undo, and this trigger with it: focus then goes where onUndone puts it.
  const undone = useRef(false);

  const mutation = useMutation({
    mutationFn: () => apiJson<PaymentChangeDto>("DELETE", `/api/payments/${encodeURIComponent(payment.id)}`),
    onSuccess: (change) => {
      undone.current = true;
      setOpen(false);
      refreshAfterPaymentChange(queryClient, change);
      toast({ title: "Payment undone", description: paymentChangeText(change) });
    },
    onError: (error) => reportFailure(error, "Failed to undo payment"),
  });
  const isPending = mutation.isPending;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next || !isPending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={label}>
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (undone.current) {
            event.preventDefault();
            onUndone();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Undo this payment?</AlertDialogTitle>
          <AlertDialogDescription>
            The payment of {formatUsd(payment.amount)} to {debtName} on {formatDay(payment.paymentDate)} will be removed. The
            balance goes back up by it, with any interest it had saved since, and any badge only this payment earned is
            withdrawn.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Keep it</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={isPending}
            onClick={(event) => {
              event.preventDefault();
              mutation.mutate();
            }}
          >
            {isPending ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                Undoing...
              </>
            ) : (
              "Undo payment"
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
