import { z } from "@/lib/validations/zod";
import { dayField } from "./dates";

// Without a day the check-in is for today (UTC); a day records a no-spend day the user forgot.
export const ZCheckIn = z.object({
  day: dayField().optional(),
});
export type TCheckIn = z.output<typeof ZCheckIn>;
