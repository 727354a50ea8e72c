import { z } from "@/lib/validations/zod";
import { dayField } from "./dates";
import { moneyField } from "./debts";
import { PAYMENT_FILTER_DEBT_ID_MAX, PAYMENT_FILTER_MESSAGES } from "./day-rules";

const description = z.string().trim().max(200, "Description must be 200 characters or fewer");

export const ZLogPayment = z.object({
  debtId: z.string({ error: "Please select a debt" }).trim().min(1, "Please select a debt"),
  amount: moneyField("Amount is required"),
  description: description.optional().transform((v) => v || "Payment"),
  paymentDate: dayField("Payment date is required"),
});
export type TLogPaymentInput = z.input<typeof ZLogPayment>;
export type TLogPayment = z.output<typeof ZLogPayment>;

export const ZPaymentFilter = z
  .object({
    debtId: z.string().trim().min(1).max(PAYMENT_FILTER_DEBT_ID_MAX).optional(),
    from: dayField(PAYMENT_FILTER_MESSAGES.from).optional(),
    to: dayField(PAYMENT_FILTER_MESSAGES.to).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: PAYMENT_FILTER_MESSAGES.range });
export type TPaymentFilter = z.output<typeof ZPaymentFilter>;

/** `note` is the payment's description. */
export const ZUpdatePayment = z
  .object({
    amount: moneyField("Amount is required").optional(),
    paymentDate: dayField("Payment date is required").optional(),
    note: description.optional(),
  })
  .refine(
    (v) => v.amount !== undefined || v.paymentDate !== undefined || v.note !== undefined,
    "Change the amount, the date or the note",
  );
export type TUpdatePaymentInput = z.input<typeof ZUpdatePayment>;
export type TUpdatePayment = z.output<typeof ZUpdatePayment>;
