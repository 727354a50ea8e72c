import { z } from "@/lib/validations/zod";
import { DAYS_BEFORE_MAX, DAYS_BEFORE_MIN, PHONE_CODE_LENGTH } from "@/lib/reminders/types";

const DAYS_BEFORE_MESSAGE = `Choose ${DAYS_BEFORE_MIN} to ${DAYS_BEFORE_MAX} days`;

export const ZReminderPreferences = z
  .object({
    emailEnabled: z.boolean().optional(),
    smsEnabled: z.boolean().optional(),
    daysBefore: z
      .number()
      .int(DAYS_BEFORE_MESSAGE)
      .min(DAYS_BEFORE_MIN, DAYS_BEFORE_MESSAGE)
      .max(DAYS_BEFORE_MAX, DAYS_BEFORE_MESSAGE)
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Send at least one setting to change" });
export type TReminderPreferences = z.output<typeof ZReminderPreferences>;

export const PHONE_NUMBER_MESSAGE =
  "Enter a valid phone number, e.g. (415) 555-0123, or +44 20 7946 0958 outside the US";

/** E.164 from what a person types: US numbers may omit the +1; other countries need their + prefix. */
export function normalizePhoneNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, "");
  if (/^\+[1-9]\d{7,14}$/.test(compact)) {
    // +1 is the North American plan: exactly 10 digits, area code and exchange not starting with 0 or 1.
    return compact.startsWith("+1") && !/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(compact) ? null : compact;
  }
  const us = /^1?([2-9]\d{2}[2-9]\d{6})$/.exec(compact);
  return us ? `+1${us[1]}` : null;
}

export const ZPhoneNumber = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(32, PHONE_NUMBER_MESSAGE)
  .transform((value, ctx) => {
    const normalized = normalizePhoneNumber(value);
    if (normalized === null) {
      ctx.addIssue({ code: "custom", message: PHONE_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });

export const ZStartPhoneVerification = z.object({ phoneNumber: ZPhoneNumber });
export type TStartPhoneVerificationInput = z.input<typeof ZStartPhoneVerification>;
export type TStartPhoneVerification = z.output<typeof ZStartPhoneVerification>;

const CODE_MESSAGE = `Enter the ${PHONE_CODE_LENGTH}-digit code from the text message`;

export const ZConfirmPhoneVerification = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), CODE_MESSAGE)),
});
export type TConfirmPhoneVerificationInput = z.input<typeof ZConfirmPhoneVerification>;
export type TConfirmPhoneVerification = z.output<typeof ZConfirmPhoneVerification>;

/** A well-formed but unknown token is a 404, not a 400. */
export const ZUnsubscribe = z.object({
  token: z
    .string({ error: "The unsubscribe link is incomplete" })
    .trim()
    .min(1, "The unsubscribe link is incomplete")
    .max(200, "The unsubscribe link is not valid"),
});
export type TUnsubscribe = z.output<typeof ZUnsubscribe>;
