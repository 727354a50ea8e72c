import { z } from "@/lib/validations/zod";
import { COACH_MESSAGE_MAX_LENGTH } from "./form-limits";
export { COACH_MESSAGE_MAX_LENGTH };

// The coach's tool inputs (lib/coach/tools.ts; docs/product-rules.md "Voice assistant"): what the intent matcher fills
// in, and what a model calling the same tools must send.

const MONTH_MESSAGE = "Use the format YYYY-MM";
const AMOUNT_MESSAGE = "Enter an amount like 200 or 1200.50 (more than zero, at most 10,000,000)";
const MAX_AMOUNT = 10_000_000;

const debtId = z.string().trim().min(1).max(100);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE);
const amount = z
  .union([z.string(), z.number()], { error: AMOUNT_MESSAGE })
  .transform((v) => String(v).replace(/[$,\s]/g, ""))
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), { message: AMOUNT_MESSAGE, abort: true })
  .refine((v) => Number(v) > 0 && Number(v) <= MAX_AMOUNT, AMOUNT_MESSAGE)
  .transform((v) => Number(v).toFixed(2));

export const ZCoachNoInput = z.object({});
export const ZCoachDebtInput = z.object({ debtId });
export const ZCoachOptionalDebtInput = z.object({ debtId: debtId.optional() });

export const COACH_ORDERS = [
  "avalanche",
  "snowball",
  "highest_interest_cost",
  "cash_flow_index",
  "highest_utilization",
] as const;

export const ZCoachWhatIf = z.discriminatedUnion("change", [
  z.object({ change: z.literal("extra_per_month"), amount }),
  z.object({ change: z.literal("lump_sum"), amount, month }),
  z.object({ change: z.literal("order"), strategy: z.enum(COACH_ORDERS) }),
  z.object({ change: z.literal("promo_ends"), debtId, month }),
]);
export type TCoachWhatIf = z.output<typeof ZCoachWhatIf>;
export type TCoachWhatIfInput = z.input<typeof ZCoachWhatIf>;

/** For tool schemas that must be one JSON object (the MCP server): the union's checks and messages apply on parse. */
export const ZCoachWhatIfFlat = z
  .object({
    change: z
      .enum(["extra_per_month", "lump_sum", "order", "promo_ends"])
      .describe(
        "extra_per_month: amount more every month; lump_sum: amount once in month; order: another strategy; promo_ends: debtId's promo ends in month",
      ),
    amount: z.union([z.string(), z.number()]).optional().describe('US dollars, e.g. 1200 or "1200.50"'),
    month: z.string().optional().describe("YYYY-MM"),
    strategy: z.enum(COACH_ORDERS).optional(),
    debtId: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const parsed = ZCoachWhatIf.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom" });
  });

export const ZCoachChat = z.object({
  conversationId: z.string().trim().min(1).max(100).optional(),
  text: z
    .string({ error: "Ask a question" })
    .trim()
    .min(1, "Ask a question")
    .max(COACH_MESSAGE_MAX_LENGTH, `Keep your question to ${COACH_MESSAGE_MAX_LENGTH} characters or fewer`),
});
export type TCoachChatInput = z.input<typeof ZCoachChat>;
export type TCoachChat = z.output<typeof ZCoachChat>;
