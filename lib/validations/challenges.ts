import { z } from "@/lib/validations/zod";
import { dayField } from "./dates";

// POST /api/challenges/{id}/check-in. The body is optional: without a day the check-in is for today (UTC); a
// day lets the user record a no-spend day they forgot, inside their challenge window.
export const ZCheckIn = z.object({
  day: dayField().optional(),
});
export type TCheckIn = z.output<typeof ZCheckIn>;
