import { z } from "@/lib/validations/zod";
import { AMOUNT_COMMA_MESSAGE, amountText } from "@/lib/money";

/** "10,00" is refused with AMOUNT_COMMA_MESSAGE rather than read as 1000.00. */
export function toAmountText(value: string, ctx: z.RefinementCtx): string {
  const text = amountText(value);
  if (text !== null) return text;
  ctx.addIssue({ code: "custom", message: AMOUNT_COMMA_MESSAGE });
  return z.NEVER;
}
