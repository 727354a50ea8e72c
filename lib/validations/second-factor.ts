import { z } from "@/lib/validations/zod";

// The second factor's answers (docs/product-rules.md "Second factor"), shared by the forms (the second-step page,
// Settings > Security's dialogs) and the handlers: a current authenticator code, or one of the recovery codes.

export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes";

/** Six digits; the spaces some apps show in the middle ("123 456") are dropped. */
export const totpCodeField = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** A recovery code as typed ("abcde-fghij"); case, spaces and dashes are the service's to ignore. */
export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .trim()
  .min(1, RECOVERY_CODE_MESSAGE)
  .max(40, "That is longer than a recovery code");

/** A current authenticator code: the setup's first code, new recovery codes. */
export const ZTotpCode = z.object({ code: totpCodeField });
export type TTotpCode = z.output<typeof ZTotpCode>;

/** A recovery code alone: the second-step page's "Use a recovery code instead". */
export const ZRecoveryCodeAnswer = z.object({ recoveryCode: recoveryCodeField });
export type TRecoveryCodeAnswer = z.output<typeof ZRecoveryCodeAnswer>;

/** One proof, either kind: the second step (POST /api/auth/second-factor), turning the authenticator app off. */
export const ZSecondFactorAnswer = z
  .object({ code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: "Enter either a 6-digit code or a recovery code",
    path: ["code"],
  });
export type TSecondFactorAnswer = z.output<typeof ZSecondFactorAnswer>;
