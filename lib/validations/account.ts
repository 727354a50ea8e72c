import { z } from "@/lib/validations/zod";

// DELETE /api/account and the Delete account dialog. The handler only needs the field to be present; whether
// it names the signed-in account is checked by the service (it knows the address) and, for the button, by the
// dialog with the same comparison, so both sides agree on what counts as a match.

export const CONFIRM_REQUIRED = "Type your e-mail address to confirm";
export const CONFIRM_MISMATCH = "That is not the e-mail address of this account";

export const ZDeleteAccount = z.object({
  confirm: z
    .string({ error: CONFIRM_REQUIRED })
    .trim()
    .min(1, CONFIRM_REQUIRED)
    .max(254, CONFIRM_MISMATCH),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccount>;
export type TDeleteAccount = z.output<typeof ZDeleteAccount>;

/** E-mail addresses are stored lower-cased; people type them however they like. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The dialog's schema: the handler's, plus the match against the signed-in user's address. */
export function deleteAccountFormSchema(email: string) {
  return ZDeleteAccount.refine((v) => confirmsEmail(v.confirm, email), { path: ["confirm"], message: CONFIRM_MISMATCH });
}
