import { z } from "@/lib/validations/zod";
import { localToday } from "./form-limits";
export { localToday };

// Calendar days on the wire are "YYYY-MM-DD" strings (the user's own dates, no time zone). One place for their
// format check and for "today or later", which every date field of a form and its handler shares.

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_YEARS_AHEAD = 100;
/**
 * The days any date field accepts. Far outside the life of a debt, and years like 0001 break date arithmetic that
 * assumes four-digit years (the payment dated 0001-01-01 was a 500).
 */
export const EARLIEST_DAY = "1900-01-01";
export const LATEST_DAY = "2100-12-31";

export const TARGET_DATE_PAST = "Target date must be today or later";

/** True for a well-formed day that exists on the calendar ("2027-02-30" does not). */
export function isRealDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** A required (unless `.optional()`-ed by the caller) "YYYY-MM-DD" that exists on the calendar. */
export function dayField(requiredMessage = "Date is required") {
  return z
    .string({ error: requiredMessage })
    .trim()
    // abort: a later check would only repeat the first problem in other words.
    .min(1, { message: requiredMessage, abort: true })
    .regex(DAY_PATTERN, { message: "Use the format YYYY-MM-DD", abort: true })
    .refine(isRealDay, { message: "Enter a real date", abort: true })
    .refine((v) => v >= EARLIEST_DAY && v <= LATEST_DAY, { message: "Enter a date between 1900 and 2100", abort: true });
}

/**
 * The earliest calendar day that is still "today" somewhere (UTC-12). The server cannot know the user's time
 * zone, and a US user picking their own today in the evening is already past UTC's today, so servers only refuse
 * days that are over everywhere; forms check against the browser's own calendar (`localToday`).
 */
export function earliestTodayAnywhere(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A real day, not before `today()` and at most 100 years after it: for goals' and plans' target dates. */
export function targetDayField(today: () => string, requiredMessage = "Target date is required") {
  return dayField(requiredMessage)
    .refine((v) => v >= today(), { message: TARGET_DATE_PAST, abort: true })
    .refine((v) => Number(v.slice(0, 4)) - Number(today().slice(0, 4)) <= MAX_YEARS_AHEAD, `Target date must be within ${MAX_YEARS_AHEAD} years`);
}
