import { z } from "zod";
import { moneyField } from "./debts";

// POST /api/payments/log and the Log Payment dialog (SPEC sections 3 and 5).
export const ZLogPayment = z.object({
  debtId: z.string({ error: "Please select a debt" }).trim().min(1, "Please select a debt"),
  amount: moneyField("Amount is required"),
  description: z
    .string()
    .trim()
    .max(200, "Description must be 200 characters or fewer")
    .optional()
    .transform((v) => v || "Payment"),
  paymentDate: z
    .string({ error: "Payment date is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Enter a real date"),
});
export type TLogPaymentInput = z.input<typeof ZLogPayment>;
export type TLogPayment = z.output<typeof ZLogPayment>;
