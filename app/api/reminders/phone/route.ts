import { route } from "@/lib/api";
import { PHONE_CODE_RATE_LIMIT, startPhoneVerification } from "@/lib/reminders/service";
import { ZStartPhoneVerification } from "@/lib/validations/reminders";

// POST /api/reminders/phone {phoneNumber} -> ReminderPreferencesDto with pendingPhoneNumber: texts a 6-digit code
// (valid 10 minutes). 400 invalid number or undeliverable text, 403 plan_limit below Pro, 429 past 5 per hour.
export const POST = route(
  {
    body: ZStartPhoneVerification,
    requires: "smsReminders",
    rateLimit: (_req, user) => ({ key: `reminders:phone:user:${user?.id}`, rule: PHONE_CODE_RATE_LIMIT }),
  },
  ({ user, body }) => startPhoneVerification(user, body.phoneNumber),
);
