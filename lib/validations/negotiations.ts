import { clockNow } from "@/lib/clock";
import { todayUtc } from "@/lib/dates";
import { z } from "@/lib/validations/zod";
import { LETTER_STATUSES, TEMPLATE_TYPES, type TemplateType } from "@/lib/negotiations/types";
import { containsAccountNumber } from "@/lib/masking";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";
import { dayField } from "./dates";
import { moneyField } from "./debts";
import { OPTIONAL_INPUTS, type OptionalInput } from "./form-limits";
export { OPTIONAL_INPUTS, type OptionalInput };

// Optional fields arrive as "" from the form (and from API clients): blank means "not given".

/** Inputs a template does not use are dropped, so a letter stores only what it used. */
export const TEMPLATE_INPUTS = {
  hardship: ["hardshipReason", "proposedPayment", "paymentDate"],
  settlement: ["settlementAmount", "settlementPercentage", "paymentDate"],
  payment_plan: ["proposedPayment", "paymentDate"],
} as const satisfies Record<TemplateType, readonly OptionalInput[]>;

/** Days a start date may lie before today in UTC: "today" for someone in Hawaii is still yesterday in UTC. */
const START_DATE_GRACE_DAYS = 1;

const NO_ACCOUNT_NUMBERS = "Remove account or card numbers: letters only use the last 4 digits";

function optionalInput<S extends z.ZodType>(schema: S) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, ctx): z.output<S> | undefined => {
      if (value === undefined || value === null || String(value).trim() === "") return undefined;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });
}

const percentText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).replace(/[%\s]/g, ""))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) >= 1 && Number(v) <= 100, "Enter a percentage from 1 to 100")
  .transform((v) => String(Number(v)));

function utcDay(now: Date, days = 0): string {
  return todayUtc(new Date(now.getTime() + days * 86_400_000));
}

const startDate = dayField().refine(
  (v) => v >= utcDay(clockNow(), -START_DATE_GRACE_DAYS),
  "The start date cannot be in the past",
);

// abort: a blank field shows only "... is required", not the format message too.
const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const ZLetterInputs = z.object({
  creditorName: required("Creditor name is required")
    .max(100, "Creditor name must be 100 characters or fewer")
    .refine(isSingleLine, `Creditor name ${CONTROL_CHARACTERS_MESSAGE}`)
    .refine((v) => !containsAccountNumber(v), NO_ACCOUNT_NUMBERS),
  accountNumber: required("Account number is required").regex(/^\d{4}$/, "Enter only the last 4 digits"),
  hardshipReason: optionalInput(
    z
      .string()
      .trim()
      .max(1000, "Keep the reason under 1,000 characters")
      .refine((v) => !containsAccountNumber(v), NO_ACCOUNT_NUMBERS),
  ),
  proposedPayment: optionalInput(moneyField("Enter the monthly payment you propose")),
  settlementAmount: optionalInput(moneyField("Enter a settlement amount")),
  settlementPercentage: optionalInput(percentText),
  paymentDate: optionalInput(startDate),
});

export const ZGenerateLetter = z
  .object({
    debtId: required("Please select a debt"),
    templateType: z.enum(TEMPLATE_TYPES, { error: "Please select a template type" }),
    // prefault: a request without userInputs gets the per-field messages rather than "expected object".
    userInputs: ZLetterInputs.prefault({ creditorName: "", accountNumber: "" }),
  })
  .superRefine(({ templateType, userInputs }, ctx) => {
    if (templateType === "settlement" && !userInputs.settlementAmount && !userInputs.settlementPercentage) {
      ctx.addIssue({
        code: "custom",
        path: ["userInputs", "settlementAmount"],
        message: "Enter a settlement amount or a percentage of the balance",
      });
    }
    if (templateType === "payment_plan" && !userInputs.proposedPayment) {
      ctx.addIssue({
        code: "custom",
        path: ["userInputs", "proposedPayment"],
        message: "Enter the monthly payment you can afford",
      });
    }
  })
  .transform(({ debtId, templateType, userInputs }) => {
    const used: readonly OptionalInput[] = TEMPLATE_INPUTS[templateType];
    const { creditorName, accountNumber, ...optional } = userInputs;
    const kept = Object.fromEntries(Object.entries(optional).filter(([key]) => used.includes(key as OptionalInput)));
    return { debtId, templateType, userInputs: { creditorName, accountNumber, ...kept } as typeof userInputs };
  });
export type TGenerateLetterInput = z.input<typeof ZGenerateLetter>;
export type TGenerateLetter = z.output<typeof ZGenerateLetter>;

export const ZLetterStatus = z.object({
  status: z.enum(LETTER_STATUSES, { error: `Status must be one of: ${LETTER_STATUSES.join(", ")}` }),
  response: optionalInput(
    z
      .string()
      .trim()
      .max(5000, "Keep the response under 5,000 characters")
      .refine((v) => !containsAccountNumber(v), NO_ACCOUNT_NUMBERS),
  ),
});
export type TLetterStatusInput = z.input<typeof ZLetterStatus>;
export type TLetterStatus = z.output<typeof ZLetterStatus>;
