import { z } from "@/lib/validations/zod";
import { emailField, firstNameField, lastNameField, newPassword } from "./auth";
import { confirmsEmail } from "./form-limits";
export { confirmsEmail };

// DELETE /api/account and the Delete account dialog. The handler only needs the field to be present; whether
// it names the signed-in account is checked by the service (it knows the address) and, for the button, by the
// dialog with the same comparison, so both sides agree on what counts as a match.

export const CONFIRM_REQUIRED = "Type your e-mail address to confirm";
export const CONFIRM_MISMATCH = "That is not the e-mail address of this account";

export const ZDeleteAccount = z.object({
  confirm: z.string({ error: CONFIRM_REQUIRED }).trim().min(1, CONFIRM_REQUIRED).max(254, CONFIRM_MISMATCH),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccount>;
export type TDeleteAccount = z.output<typeof ZDeleteAccount>;

/** The dialog's schema: the handler's, plus the match against the signed-in user's address. */
export function deleteAccountFormSchema(email: string) {
  return ZDeleteAccount.refine((v) => confirmsEmail(v.confirm, email), {
    path: ["confirm"],
    message: CONFIRM_MISMATCH,
  });
}

// The account settings (docs/product-rules.md "Account security"): PATCH /api/account/profile, POST /api/account/email,
// PUT /api/account/password, and their forms. The current password is optional in the schema because accounts
// made by e-mailed link or OAuth have none; the service requires it whenever one exists.

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
