import { z } from "@/lib/validations/zod";
import { parsePercentToBps } from "@/lib/payoff/money";
import { DEBT_KINDS, type DebtKind } from "@/lib/payoff/types";
import { dayField, earliestTodayAnywhere } from "./dates";
import { toAmountText } from "./money";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";

// Debt input, shared by the calculator form (string fields) and the API (strings or numbers on the wire).
// Messages show under the form's fields. Amounts come out as normalised decimal strings ("1234.5" ->
// "1234.50"), never floats.

const MAX_AMOUNT = 10_000_000;

/**
 * Accepts "1,234.56", "$1234.56", 1234.56; answers the trimmed decimal text or "" when blank. A comma anywhere but
 * between thousands ("10,00") is refused (lib/validations/money.ts).
 */
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

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
// The promo fields: left out (undefined) means "unchanged" on PATCH, blank or null means "none" (null).

export const PROMO_MESSAGES = {
  endsOnRequired: "Enter the last month of the promo rate",
  endsOnPast: "Promo end month cannot be in the past",
  rateRequired: "Enter the promo rate (0 is fine)",
  deferredNeedsPromo: "Deferred interest applies only to a promo rate with an end month",
} as const;

/** Whether a promo's last month ("YYYY-MM") is already past (by earliestTodayAnywhere, as the other date fields). */
function isPastPromoMonth(month: string): boolean {
  return month < earliestTodayAnywhere().slice(0, 7);
}

/** A "YYYY-MM" month. Past months are refused. */
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

/**
 * Promotional APR percent, 0 up to (not including) 100, with up to 3 decimals like interestRate. The engine and
 * the ledger round a third decimal half-up to basis points (lib/ledger/rows.ts), so "below 100" is checked on that
 * rounding: 99.994 is 99.99 %, 99.995 would be 100.00 %.
 */
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

// Credit limit and payee words (docs/product-rules.md "Credit limits and utilization"): left out (undefined) means
// "unchanged" on PATCH; a blank or null limit is "none" (null), a blank or null list of words is none ([]).

export const CREDIT_LIMIT_MESSAGE = "Credit limit must be a positive amount";

/** A credit limit: an amount above zero, allowed on any kind of debt (only a card's is usually known). */
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

/**
 * The words a bank writes for this debt's payee ("NAVIENT"): a list on the API, or one comma-separated text (the
 * form's field). Each is trimmed, blanks dropped, and repeats that differ only in case kept once (the first).
 */
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
  /** Day of the month the payment is due (1-28), for reminders. */
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
 * The promo fields go together (docs/payoff.md, "Promotional rates"): a rate needs its last month and the other
 * way round; deferred interest needs both; a promo set or changed cannot have ended already. `promo` is the debt's
 * promo after the change (PATCH merges the stored one first, in lib/debts/service.ts, and says `ended: "allowed"`
 * when the change leaves a stored promo's rate and month alone: it may be edited around and cleared); answers the
 * field to blame and why, or null.
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

/** PATCH: any subset; the promo rules are checked against the stored debt by the service (promoProblem). */
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
  /**
   * "stream": the caller streams the explanation itself afterwards (POST /api/strategies/latest/message/stream, as
   * the results page does); with a model configured the calculation then stores the built-in writer's text, marked
   * `messagePending`. Left out or "now": the message is written within this request (docs/product-rules.md
   * "Explanations that stream").
   */
  message: z.enum(["now", "stream"]).optional(),
});
export type TCalculateStrategies = z.output<typeof ZCalculateStrategies>;

/** What a statement's higher balance is, as the statement dialog asks it (docs/product-rules.md "The balance ledger"). */
export const STATEMENT_INCREASE_KINDS = ["new_charges", "interest_fees"] as const;
export type StatementIncreaseKind = (typeof STATEMENT_INCREASE_KINDS)[number];

/** POST /api/debts/{id}/statement and the "Update from statement" dialog: the balance a statement shows on a day. */
export const ZStatement = z.object({
  balance: amountField("Statement balance is required", {
    allowZero: true,
    invalidMessage: "Must be a positive number or zero",
    max: MAX_AMOUNT,
    decimals: 2,
  }),
  date: dayField("Statement date is required"),
  /**
   * When the statement owes more than the ledger: new charges (purchases) or interest and fees. Left out, the
   * increase is recorded as a correction, as before the question existed; ignored when the statement owes less.
   */
  increaseKind: z
    .enum(STATEMENT_INCREASE_KINDS, { error: "Choose new charges or interest and fees" })
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
});
export type TStatementInput = z.input<typeof ZStatement>;
export type TStatement = z.output<typeof ZStatement>;
