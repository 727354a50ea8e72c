import { route } from "@/lib/api";
import { getReminderPreferences, updateReminderPreferences } from "@/lib/reminders/service";
import { ZReminderPreferences } from "@/lib/validations/reminders";

// GET /api/reminders/preferences -> ReminderPreferencesDto.
export const GET = route({}, ({ user }) => getReminderPreferences(user));

// PUT /api/reminders/preferences {any of emailEnabled, smsEnabled, daysBefore} -> ReminderPreferencesDto.
// 403 plan_limit turning on a channel the plan lacks; 400 "Verify your phone number first" for SMS without one.
export const PUT = route({ body: ZReminderPreferences }, ({ user, body }) => updateReminderPreferences(user, body));
