import { clockNow } from "@/lib/clock";
import { todayUtc } from "@/lib/dates";
import { z } from "@/lib/validations/zod";
import { DAY_MESSAGES, DAY_PATTERN, EARLIEST_DAY, isRealDay, LATEST_DAY } from "./day-rules";
// The rules themselves live in the zod-free day-rules.ts (its dayProblem applies them without zod).
export { EARLIEST_DAY, isRealDay, LATEST_DAY };

// Calendar days on the wire are "YYYY-MM-DD" strings (the user's own dates, no time zone). One place for their
// format check and for "today or later", which every date field of a form and its handler shares.

const MAX_YEARS_AHEAD = 100;

export const TARGET_DATE_PAST = "Target date must be today or later";

/** A required (unless `.optional()`-ed by the caller) "YYYY-MM-DD" that exists on the calendar. */
export function dayField(requiredMessage = "Date is required") {
  return (
    z
      .string({ error: requiredMessage })
      .trim()
      // abort: a later check would only repeat the first problem in other words.
      .min(1, { message: requiredMessage, abort: true })
      .regex(DAY_PATTERN, { message: DAY_MESSAGES.format, abort: true })
      .refine(isRealDay, { message: DAY_MESSAGES.real, abort: true })
      .refine((v) => v >= EARLIEST_DAY && v <= LATEST_DAY, { message: DAY_MESSAGES.range, abort: true })
  );
}

/**
 * The earliest calendar day that is still "today" somewhere (UTC-12). A schema knows no user, so it refuses only the
 * days that are over everywhere; the services then hold the user to their own day (lib/account/time-zone.ts
 * refusePast), and forms check against the user's own calendar (`localToday`, lib/dates.ts).
 */
export function earliestTodayAnywhere(now = clockNow()): string {
  return todayUtc(new Date(now.getTime() - 12 * 3_600_000));
}

/** A real day, not before `today()` and at most 100 years after it: for goals' and plans' target dates. */
export function targetDayField(today: () => string, requiredMessage = "Target date is required") {
  return dayField(requiredMessage)
    .refine((v) => v >= today(), { message: TARGET_DATE_PAST, abort: true })
    .refine(
      (v) => Number(v.slice(0, 4)) - Number(today().slice(0, 4)) <= MAX_YEARS_AHEAD,
      `Target date must be within ${MAX_YEARS_AHEAD} years`,
    );
}
