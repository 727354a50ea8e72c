import { route } from "@/lib/api";
import { confirmPhoneVerification } from "@/lib/reminders/service";
import { ZConfirmPhoneVerification } from "@/lib/validations/reminders";

// POST /api/reminders/phone/verify {code} -> ReminderPreferencesDto with the number verified and SMS on.
// 400 wrong code (attempts left in the message), expired, too many attempts or no code sent; 403 below Pro.
export const POST = route({ body: ZConfirmPhoneVerification, requires: "smsReminders" }, ({ user, body }) =>
  confirmPhoneVerification(user, body.code),
);
