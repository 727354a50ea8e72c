import { clockNow } from "@/lib/clock";
import { todayUtc } from "@/lib/dates";
import { z } from "@/lib/validations/zod";
import { DAY_MESSAGES, DAY_PATTERN, EARLIEST_DAY, isRealDay, LATEST_DAY } from "./day-rules";
export { EARLIEST_DAY, isRealDay, LATEST_DAY };

const MAX_YEARS_AHEAD = 100;

export const TARGET_DATE_PAST = "Target date must be today or later";

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

/** The earliest day still "today" somewhere (UTC-12): a schema knows no user; services hold the user's own day. */
export function earliestTodayAnywhere(now = clockNow()): string {
  return todayUtc(new Date(now.getTime() - 12 * 3_600_000));
}

export function targetDayField(today: () => string, requiredMessage = "Target date is required") {
  return dayField(requiredMessage)
    .refine((v) => v >= today(), { message: TARGET_DATE_PAST, abort: true })
    .refine(
      (v) => Number(v.slice(0, 4)) - Number(today().slice(0, 4)) <= MAX_YEARS_AHEAD,
      `Target date must be within ${MAX_YEARS_AHEAD} years`,
    );
}
