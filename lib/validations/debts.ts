import { z } from "@/lib/validations/zod";
import { dayField } from "./dates";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";

// Debt input, shared by the calculator form (string fields) and the API (strings or numbers on the wire).
// Messages are the spec's (SPEC section 5). Amounts come out as normalised decimal strings ("1234.5" ->
// "1234.50"), never floats.

const MAX_AMOUNT = 10_000_000;

/** Accepts "1,234.56", "$1234.56", 1234.56; answers the trimmed decimal text or "" when blank. */
const decimalText = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null ? "" : String(v).replace(/[$,\s]/g, "")));

function amountField(requiredMessage: string, opts: { allowZero: boolean; invalidMessage: string; max: number; decimals: number }) {
  return decimalText
    .refine((v) => v !== "", requiredMessage)
    .refine((v) => v === "" || new RegExp(`^\\d+(\\.\\d{1,${opts.decimals}})?$`).test(v), opts.invalidMessage)
    .refine((v) => {
      if (v === "" || !/^\d+(\.\d+)?$/.test(v)) return true;
      const n = Number(v);
      return (opts.allowZero ? n >= 0 : n > 0) && n <= opts.max;
    }, opts.invalidMessage)
    .transform((v) => Number(v).toFixed(opts.decimals));
}

export const moneyField = (requiredMessage: string) =>
  amountField(requiredMessage, { allowZero: false, invalidMessage: "Must be a positive number", max: MAX_AMOUNT, decimals: 2 });

/** An optional amount of at least zero (extra payment, auto-save): blank means "0.00". */
export const optionalMoneyField = decimalText
  .transform((v) => (v === "" ? "0" : v))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= MAX_AMOUNT, "Must be a positive number or zero")
  .transform((v) => Number(v).toFixed(2));

export const ZDebtName = z
  .string({ error: "Debt name is required" })
  .trim()
  .min(1, "Debt name is required")
  .max(80, "Debt name must be 80 characters or fewer")
  .refine(isSingleLine, `Debt name ${CONTROL_CHARACTERS_MESSAGE}`);

export const ZCreateDebt = z.object({
  name: ZDebtName,
  balance: moneyField("Balance is required"),
  interestRate: amountField("Interest rate is required", {
    allowZero: true,
    invalidMessage: "Must be a valid percentage",
    max: 100,
    decimals: 3,
  }),
  minPayment: moneyField("Minimum payment is required"),
  /** Day of the month the payment is due (1-28), for reminders. */
  dueDay: z.number().int().min(1, "Due day must be 1-28").max(28, "Due day must be 1-28").nullable().optional(),
});
export type TCreateDebtInput = z.input<typeof ZCreateDebt>;
export type TCreateDebt = z.output<typeof ZCreateDebt>;

export const ZUpdateDebt = ZCreateDebt.partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  message: "Send at least one field to change",
});
export type TUpdateDebt = z.output<typeof ZUpdateDebt>;

/** The calculator form (SPEC 3): targetDate stays in the browser; it is never sent to the strategy call. */
export const ZCalculatorForm = z.object({
  debts: z.array(ZCreateDebt.extend({ id: z.string().optional() })).min(1, "Add at least one debt"),
  extraPayment: optionalMoneyField,
  targetDate: z.string().optional(),
});
export type TCalculatorFormInput = z.input<typeof ZCalculatorForm>;

export const ZCalculateStrategies = z.object({
  /** Left out: the saved plan's extra payment is used. Sent (blank is "0.00"): it is used and saved to the plan. */
  extraPayment: optionalMoneyField.optional(),
});
export type TCalculateStrategies = z.output<typeof ZCalculateStrategies>;

/** POST /api/debts/{id}/statement and the "Update from statement" dialog: the balance a statement shows on a day. */
export const ZStatement = z.object({
  balance: amountField("Statement balance is required", { allowZero: true, invalidMessage: "Must be a positive number or zero", max: MAX_AMOUNT, decimals: 2 }),
  date: dayField("Statement date is required"),
});
export type TStatementInput = z.input<typeof ZStatement>;
export type TStatement = z.output<typeof ZStatement>;
