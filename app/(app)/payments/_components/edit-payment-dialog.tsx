"use client";

import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { apiJson } from "@/lib/client/api-client";
import type { PaymentChangeDto, PaymentDto } from "@/lib/payments/types";
import { localToday } from "@/lib/dates";
import type { TUpdatePayment, TUpdatePaymentInput } from "@/lib/validations/payments";
import { reportFailure } from "@/components/feedback/report-failure";
import { FormDialog, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { useHandedOverTrigger, type LazyDialogTrigger, type LoadedDialogProps } from "@/components/ui/lazy-dialog";
import { paymentChangeText, refreshAfterPaymentChange } from "./payment-change";

// Edit payment: the amount, date and note of one logged payment, prefilled. The server decides what is allowed (no
// more than the balance plus what the payment already took off, no future date, none before the debt's balance was
// entered) and its messages go under the fields; the balance, streak and badges then follow the correction.

const FIELDS = ["amount", "paymentDate", "note"] as const;
type EditField = (typeof FIELDS)[number];

/** Loaded by payment-list.tsx through lazyDialog, once the page has hydrated. */
export function EditPaymentDialog({
  payment,
  debtName,
  trigger,
  ...loaded
}: { payment: PaymentDto; debtName: string; trigger: LazyDialogTrigger } & LoadedDialogProps) {
  const handedOverTrigger = useHandedOverTrigger(trigger, loaded);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: TUpdatePayment) =>
      apiJson<PaymentChangeDto>("PATCH", `/api/payments/${encodeURIComponent(payment.id)}`, values),
    onSuccess: (change) => {
      refreshAfterPaymentChange(queryClient, change);
      toast({ title: "Payment updated", description: paymentChangeText(change) });
    },
  });

  return (
    <FormDialog
      trigger={handedOverTrigger}
      defaultOpen={loaded.openOnLoad}
      pending={mutation.isPending}
      title="Edit payment"
      description={`Correct the payment to ${debtName}. Its debt's balance, your streak and your badges are recalculated.`}
      className="sm:max-w-md"
    >
      {({ session, close }) => (
        <EditPaymentForm
          key={session}
          payment={payment}
          disabled={mutation.isPending}
          onSubmit={(values, showIssues) =>
            mutation.mutate(values, {
              onSuccess: close,
              onError: (error) => reportFailure(error, "Failed to update payment", FIELDS, showIssues),
            })
          }
        />
      )}
    </FormDialog>
  );
}

function EditPaymentForm({
  payment,
  disabled,
  onSubmit,
}: {
  payment: PaymentDto;
  disabled: boolean;
  onSubmit: SubmitWithIssues<TUpdatePayment, EditField>;
}) {
  const form = useForm<TUpdatePaymentInput, unknown, TUpdatePayment>({
    resolver: lazyZodResolver(() => import("@/lib/validations/payments").then((m) => m.ZUpdatePayment)),
    defaultValues: { amount: payment.amount, paymentDate: payment.paymentDate, note: payment.description },
  });
  // All three are sent: the API accepts unchanged values, and an unchanged date skips its checks.
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Edit payment"
      submitLabel="Save changes"
      pendingLabel="Saving..."
    >
      <MoneyField control={form.control} name="amount" label="Amount" disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="paymentDate"
          label="Payment date"
          type="date"
          max={localToday()}
          disabled={disabled}
        />
        <TextField
          control={form.control}
          name="note"
          label="Note"
          maxLength={200}
          placeholder="Payment"
          disabled={disabled}
        />
      </div>
    </DialogForm>
  );
}
