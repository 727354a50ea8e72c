import { z } from "@/lib/validations/zod";
import { emailField, firstNameField, lastNameField, newPassword } from "./auth";
import { confirmsEmail } from "./form-limits";
export { confirmsEmail };

// Whether the typed address is the account's is checked by the service, and by the dialog with the same comparison.

export const CONFIRM_REQUIRED = "Type your e-mail address to confirm";
export const CONFIRM_MISMATCH = "That is not the e-mail address of this account";

export const ZDeleteAccount = z.object({
  confirm: z.string({ error: CONFIRM_REQUIRED }).trim().min(1, CONFIRM_REQUIRED).max(254, CONFIRM_MISMATCH),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccount>;
export type TDeleteAccount = z.output<typeof ZDeleteAccount>;

export function deleteAccountFormSchema(email: string) {
  return ZDeleteAccount.refine((v) => confirmsEmail(v.confirm, email), {
    path: ["confirm"],
    message: CONFIRM_MISMATCH,
  });
}

// docs/product-rules.md "Account security". The current password is optional because accounts made by e-mailed link
// or OAuth have none; the service requires it whenever one exists.

export const ZProfile = z.object({ firstName: firstNameField, lastName: lastNameField });
export type TProfileInput = z.input<typeof ZProfile>;
export type TProfile = z.output<typeof ZProfile>;

const currentPassword = z
  .string()
  .max(200, "Password is too long")
  .optional()
  .transform((v) => v || undefined);

export const ZChangeEmail = z.object({ email: emailField, currentPassword });
export type TChangeEmailInput = z.input<typeof ZChangeEmail>;
export type TChangeEmail = z.output<typeof ZChangeEmail>;

export const ZChangePassword = z.object({ currentPassword, newPassword });
export type TChangePasswordInput = z.input<typeof ZChangePassword>;
export type TChangePassword = z.output<typeof ZChangePassword>;
