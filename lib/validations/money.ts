import { z } from "@/lib/validations/zod";
import { AMOUNT_COMMA_MESSAGE, amountText } from "@/lib/money";

/**
 * lib/money.ts's amountText as a zod transform, for every money field the forms and the API share: the plain text,
 * or AMOUNT_COMMA_MESSAGE as the field's issue ("10,00" is not 1000.00).
 */
export function toAmountText(value: string, ctx: z.RefinementCtx): string {
  const text = amountText(value);
  if (text !== null) return text;
  ctx.addIssue({ code: "custom", message: AMOUNT_COMMA_MESSAGE });
  return z.NEVER;
}
