import { z } from "@/lib/validations/zod";

export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes";

export const totpCodeField = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** Case, spaces and dashes are the service's to ignore. */
export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .trim()
  .min(1, RECOVERY_CODE_MESSAGE)
  .max(40, "That is longer than a recovery code");

export const ZTotpCode = z.object({ code: totpCodeField });
export type TTotpCode = z.output<typeof ZTotpCode>;

export const ZRecoveryCodeAnswer = z.object({ recoveryCode: recoveryCodeField });
export type TRecoveryCodeAnswer = z.output<typeof ZRecoveryCodeAnswer>;

export const ZSecondFactorAnswer = z
  .object({ code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: "Enter either a 6-digit code or a recovery code",
    path: ["code"],
  });
export type TSecondFactorAnswer = z.output<typeof ZSecondFactorAnswer>;
