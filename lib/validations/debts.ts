import { z } from "@/lib/validations/zod";
import { parsePercentToBps } from "@/lib/payoff/money";
import { DEBT_KINDS, type DebtKind } from "@/lib/payoff/types";
import { dayField, earliestTodayAnywhere } from "./dates";
import { toAmountText } from "./money";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";

// Amounts come out as normalised decimal strings ("1234.5" -> "1234.50"), never floats.

const MAX_AMOUNT = 10_000_000;

/** A comma anywhere but between thousands ("10,00") is refused (lib/validations/money.ts). */
const decimalText = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v, ctx) => toAmountText(v === undefined || v === null ? "" : String(v), ctx));

function amountField(
  requiredMessage: string,
  opts: { allowZero: boolean; invalidMessage: string; max: number; decimals: number },
) {
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
  amountField(requiredMessage, {
    allowZero: false,
    invalidMessage: "Must be a positive number",
    max: MAX_AMOUNT,
    decimals: 2,
  });

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

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
// The promo fields: left out (undefined) means "unchanged" on PATCH, blank or null means "none" (null).

export const PROMO_MESSAGES = {
  endsOnRequired: "Enter the last month of the promo rate",
  endsOnPast: "Promo end month cannot be in the past",
  rateRequired: "Enter the promo rate (0 is fine)",
  deferredNeedsPromo: "Deferred interest applies only to a promo rate with an end month",
} as const;

function isPastPromoMonth(month: string): boolean {
  return month < earliestTodayAnywhere().slice(0, 7);
}

const promoEndsOnField = z
  .string({ error: "Use the format YYYY-MM" })
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null))
  .refine((v) => !v || MONTH_PATTERN.test(v), { message: "Use the format YYYY-MM", abort: true })
  .refine((v) => !v || !isPastPromoMonth(v), { message: PROMO_MESSAGES.endsOnPast, abort: true })
  .refine(
    (v) => !v || Number(v.slice(0, 4)) <= Number(earliestTodayAnywhere().slice(0, 4)) + 50,
    "Promo end month must be within 50 years",
  )
  .optional();

/** "Below 100" is checked after the engine's half-up rounding to basis points: 99.995 would be 100.00 %. */
const promoRateField = z
  .union([z.string(), z.number()], { error: "Promo rate must be a percentage from 0 to 99.99" })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null ? "" : String(v).replace(/[%\s]/g, "")))
  .refine((v) => !v || /^\d+(\.\d{1,3})?$/.test(v), {
    message: "Promo rate must be a percentage from 0 to 99.99",
    abort: true,
  })
  .refine((v) => !v || parsePercentToBps(v, { rounding: "half-up" }) < 10_000, "Promo rate must be below 100%")
  .transform((v) => (v === undefined ? undefined : v === "" ? null : Number(v).toFixed(3)))
  .optional();

// docs/product-rules.md "Credit limits and utilization": left out means "unchanged" on PATCH; blank or null is none.

export const CREDIT_LIMIT_MESSAGE = "Credit limit must be a positive amount";

const creditLimitField = z
  .union([z.string(), z.number()], { error: CREDIT_LIMIT_MESSAGE })
  .nullable()
  .optional()
  .transform((v, ctx) => (v === undefined ? undefined : v === null ? "" : toAmountText(String(v), ctx)))
  .refine((v) => !v || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= MAX_AMOUNT), CREDIT_LIMIT_MESSAGE)
  .transform((v) => (v === undefined ? undefined : v === "" ? null : Number(v).toFixed(2)))
  .optional();

export const MAX_PAYEE_WORDS = 10;
export const PAYEE_WORD_MIN_LENGTH = 2;
export const PAYEE_WORD_MAX_LENGTH = 40;
export const PAYEE_WORDS_MESSAGES = {
  type: "Payee words must be a list of words, or words separated by commas",
  length: `Each payee word must be ${PAYEE_WORD_MIN_LENGTH} to ${PAYEE_WORD_MAX_LENGTH} characters`,
  count: `List at most ${MAX_PAYEE_WORDS} payee words`,
} as const;

/** A list on the API, or one comma-separated text (the form's); repeats differing only in case are kept once. */
const payeeWordsField = z
  .union([z.array(z.string({ error: PAYEE_WORDS_MESSAGES.type })), z.string()], { error: PAYEE_WORDS_MESSAGES.type })
  .nullable()
  .optional()
  .transform((v) =>
    v === undefined
      ? undefined
      : (v === null ? [] : typeof v === "string" ? v.split(",") : v).map((w) => w.trim()).filter((w) => w !== ""),
  )
  .refine(
    (words) => !words || words.every((w) => w.length >= PAYEE_WORD_MIN_LENGTH && w.length <= PAYEE_WORD_MAX_LENGTH),
    { message: PAYEE_WORDS_MESSAGES.length, abort: true },
  )
  .refine((words) => !words || words.every(isSingleLine), {
    message: `Payee words ${CONTROL_CHARACTERS_MESSAGE}`,
    abort: true,
  })
  .transform((words) => {
    if (!words) return words;
    const seen = new Set<string>();
    return words.filter((w) => {
      const key = w.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((words) => !words || words.length <= MAX_PAYEE_WORDS, PAYEE_WORDS_MESSAGES.count)
  .optional();

/** The fields of a debt, without the rules that tie the promo fields together (ZCreateDebt adds them). */
export const ZDebtFields = z.object({
  name: ZDebtName,
  balance: moneyField("Balance is required"),
  interestRate: amountField("Interest rate is required", {
    allowZero: true,
    invalidMessage: "Must be a valid percentage",
    max: 100,
    decimals: 3,
  }),
  minPayment: moneyField("Minimum payment is required"),
  dueDay: z.number().int().min(1, "Due day must be 1-28").max(28, "Due day must be 1-28").nullable().optional(),
  /** Left out on create: "other". No effect on the math. */
  kind: z.enum(DEBT_KINDS as [DebtKind, ...DebtKind[]], { error: "Choose a debt type from the list" }).optional(),
  promoRate: promoRateField,
  promoEndsOn: promoEndsOnField,
  deferredInterest: z.boolean({ error: "Deferred interest must be true or false" }).optional(),
  creditLimit: creditLimitField,
  payeeWords: payeeWordsField,
});

/**
 * The promo fields go together (docs/payoff.md, "Promotional rates"). `promo` is the promo after the change: PATCH
 * merges the stored one first, with `ended: "allowed"` when a stored promo's rate and month are left alone.
 */
export function promoProblem(
  promo: { promoRate: string | null; promoEndsOn: string | null; deferredInterest: boolean },
  { ended = "refused" }: { ended?: "allowed" | "refused" } = {},
): { field: "promoRate" | "promoEndsOn" | "deferredInterest"; message: string } | null {
  if (promo.promoRate !== null && promo.promoEndsOn === null)
    return { field: "promoEndsOn", message: PROMO_MESSAGES.endsOnRequired };
  if (promo.promoRate === null && promo.promoEndsOn !== null)
    return { field: "promoRate", message: PROMO_MESSAGES.rateRequired };
  if (promo.deferredInterest && promo.promoRate === null)
    return { field: "deferredInterest", message: PROMO_MESSAGES.deferredNeedsPromo };
  if (ended === "refused" && promo.promoEndsOn !== null && isPastPromoMonth(promo.promoEndsOn))
    return { field: "promoEndsOn", message: PROMO_MESSAGES.endsOnPast };
  return null;
}

function checkPromo(
  v: { promoRate?: string | null; promoEndsOn?: string | null; deferredInterest?: boolean },
  ctx: z.RefinementCtx,
): void {
  const problem = promoProblem({
    promoRate: v.promoRate ?? null,
    promoEndsOn: v.promoEndsOn ?? null,
    deferredInterest: v.deferredInterest ?? false,
  });
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

export const ZCreateDebt = ZDebtFields.superRefine(checkPromo);
export type TCreateDebtInput = z.input<typeof ZCreateDebt>;
export type TCreateDebt = z.output<typeof ZCreateDebt>;

/** The promo rules are checked against the stored debt by the service (promoProblem). */
export const ZUpdateDebt = ZDebtFields.partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  message: "Send at least one field to change",
});
export type TUpdateDebt = z.output<typeof ZUpdateDebt>;

/** The calculator form: targetDate stays in the browser; it is never sent to the strategy call. */
export const ZCalculatorForm = z.object({
  debts: z
    .array(ZDebtFields.extend({ id: z.string().optional() }).superRefine(checkPromo))
    .min(1, "Add at least one debt"),
  extraPayment: optionalMoneyField,
  targetDate: z.string().optional(),
});
export type TCalculatorFormInput = z.input<typeof ZCalculatorForm>;

export const ZCalculateStrategies = z.object({
  /** Left out: the saved plan's extra payment is used. Sent (blank is "0.00"): it is used and saved to the plan. */
  extraPayment: optionalMoneyField.optional(),
  /** "stream": the caller streams the explanation afterwards (docs/product-rules.md "Explanations that stream"). */
  message: z.enum(["now", "stream"]).optional(),
});
export type TCalculateStrategies = z.output<typeof ZCalculateStrategies>;

/** What a statement's higher balance is, as the statement dialog asks it (docs/product-rules.md "The balance ledger"). */
export const STATEMENT_INCREASE_KINDS = ["new_charges", "interest_fees"] as const;
export type StatementIncreaseKind = (typeof STATEMENT_INCREASE_KINDS)[number];

export const ZStatement = z.object({
  balance: amountField("Statement balance is required", {
    allowZero: true,
    invalidMessage: "Must be a positive number or zero",
    max: MAX_AMOUNT,
    decimals: 2,
  }),
  date: dayField("Statement date is required"),
  /** Left out, a higher balance is recorded as a correction, as before the question existed. */
  increaseKind: z
    .enum(STATEMENT_INCREASE_KINDS, { error: "Choose new charges or interest and fees" })
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
});
export type TStatementInput = z.input<typeof ZStatement>;
export type TStatement = z.output<typeof ZStatement>;
