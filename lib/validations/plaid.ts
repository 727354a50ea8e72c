import { z } from "@/lib/validations/zod";

const id = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(64);

/** With `itemId`, a token for Link's update mode (Reconnect). */
export const ZLinkToken = z.object({ itemId: id("Connection").optional() });
export type TLinkToken = z.output<typeof ZLinkToken>;

export const ZExchangePlaid = z.object({
  publicToken: z.string({ error: "publicToken is required" }).trim().min(1, "publicToken is required").max(200),
});
export type TExchangePlaid = z.output<typeof ZExchangePlaid>;

/** `debtId` links the account to a debt (null unlinks); `createDebt` adds one from its liabilities instead. */
export const ZUpdatePlaidAccount = z
  .object({
    debtId: id("Debt").nullable().optional(),
    createDebt: z.literal(true, { error: "createDebt can only be true" }).optional(),
    autoApply: z.boolean({ error: "autoApply must be true or false" }).optional(),
  })
  .refine((v) => v.debtId !== undefined || v.createDebt !== undefined || v.autoApply !== undefined, {
    message: "Send at least one field to change",
  })
  .refine((v) => !(v.createDebt && v.debtId !== undefined), {
    message: "Choose a debt or create one, not both",
    path: ["debtId"],
  });
export type TUpdatePlaidAccount = z.output<typeof ZUpdatePlaidAccount>;
