import { addDays, addMonthsToYearMonth as addMonths, daysBetween, daysInMonth, wallClockIn } from "@/lib/dates";
import type { ReminderKind } from "./types";

// Which payment reminders are due for one debt on one day. Pure: no clock, no database; the scheduler
// (lib/reminders/scheduler.ts) passes the owner's own calendar day (reminderDayIn) and the debt's payment dates.
//
// The rules (all days are "YYYY-MM-DD" calendar days of the owner's time zone):
//
// 1. Due dates. A debt with due day d is due on the d-th of every month; in a month shorter than d the due date
//    is the month's last day (31 -> Feb 28, or Feb 29 in a leap year; Apr 30). The next month goes back to d.
//
// 2. Cycles. The payment for due date D belongs to the cycle after the previous due date P (the due date one
//    month earlier): a payment dated P < date <= D pays D on time. A payment dated up to MISSED_WINDOW_DAYS after
//    D, when D had no on-time payment, is a LATE payment for D: it pays D, not the next due date (otherwise paying
//    a day late would also silence the next month's reminder).
//
// 3. due_soon for the next due date N (the first due date on or after today): sent when
//    0 <= N - today <= daysBefore and no payment for N's cycle is logged yet, i.e. no payment dated after the
//    previous due date other than that date's late payment. Any such payment counts.
//
// 4. missed for the latest due date L before today: sent when 1 <= today - L <= MISSED_WINDOW_DAYS, nothing was
//    paid for L (no payment dated after L's previous due date: on time, late, or since), and the debt was already
//    tracked on L (a debt added after its due date passed says nothing about whether that date was paid).
//
// The two windows never overlap (a month is at least 28 days; daysBefore is at most 7 and the missed window 3),
// so at most one reminder is due per debt per day. Each is sent once per debt, due date and channel: the caller
// records it in ReminderLog, so running the schedule several times on the same day, or on each day of a window,
// changes nothing once it has gone out.

/**
 * Reminders go out from this hour of the owner's own morning (docs/product-rules.md "Reminders"): the hourly run
 * that first finds it this hour or later on their day sends them, and the claims keep later runs from sending again.
 */
export const MORNING_SEND_HOUR = 8;

/** The owner's calendar day at `now` in `timeZone`, or null while it is still before MORNING_SEND_HOUR there. */
export function reminderDayIn(timeZone: string, now: Date): string | null {
  const { day, hour } = wallClockIn(timeZone, now);
  return hour >= MORNING_SEND_HOUR ? day : null;
}

/** How many days after a due date a missed reminder may still go out, and a payment still counts as late. */
export const MISSED_WINDOW_DAYS = 3;

export type DueReminder =
  | { kind: Extract<ReminderKind, "due_soon">; dueDate: string; daysUntil: number }
  | { kind: Extract<ReminderKind, "missed">; dueDate: string; daysLate: number };

export interface ScheduleInput {
  /** Today's calendar day where the owner is. */
  today: string;
  /** Day of the month the payment is due, 1-31. */
  dueDay: number;
  /** How many days ahead the due-soon reminder goes out (0: on the due date only). */
  daysBefore: number;
  /** Dates of the debt's logged payments (any order; older ones are ignored). */
  paymentDates: readonly string[];
  /** The day the debt was added; without it the debt counts as tracked forever. */
  trackedSince?: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function dueReminders(input: ScheduleInput): DueReminder[] {
  const { today, dueDay, daysBefore } = input;
  assertDay(today, "today");
  if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 31)
    throw new RangeError(`dueDay must be 1-31, got ${dueDay}`);
  if (!Number.isInteger(daysBefore) || daysBefore < 0)
    throw new RangeError(`daysBefore must be 0 or more, got ${daysBefore}`);
  const payments = [...input.paymentDates].sort();
  const reminders: DueReminder[] = [];

  const next = nextDueDate(today, dueDay);
  const daysUntil = daysBetween(today, next);
  if (daysUntil <= daysBefore && !cyclePaid(next, dueDay, payments)) {
    reminders.push({ kind: "due_soon", dueDate: next, daysUntil });
  }

  const latest = latestDueDateBefore(today, dueDay);
  const daysLate = daysBetween(latest, today);
  const tracked = input.trackedSince === undefined || input.trackedSince <= latest;
  if (daysLate <= MISSED_WINDOW_DAYS && tracked && !payments.some((p) => p > previousDueDate(latest, dueDay))) {
    reminders.push({ kind: "missed", dueDate: latest, daysLate });
  }
  return reminders;
}

/** The due date in `month` ("YYYY-MM"): the due day, or the month's last day when the month is shorter. */
export function dueDateIn(month: string, dueDay: number): string {
  return `${month}-${String(Math.min(dueDay, daysInMonth(month))).padStart(2, "0")}`;
}

/** The first due date on or after `day`. */
export function nextDueDate(day: string, dueDay: number): string {
  const month = day.slice(0, 7);
  const thisMonth = dueDateIn(month, dueDay);
  return thisMonth >= day ? thisMonth : dueDateIn(addMonths(month, 1), dueDay);
}

/** The last due date strictly before `day`. */
export function latestDueDateBefore(day: string, dueDay: number): string {
  const month = day.slice(0, 7);
  const thisMonth = dueDateIn(month, dueDay);
  return thisMonth < day ? thisMonth : dueDateIn(addMonths(month, -1), dueDay);
}

/** The due date one month before the due date `dueDate`. */
export function previousDueDate(dueDate: string, dueDay: number): string {
  return dueDateIn(addMonths(dueDate.slice(0, 7), -1), dueDay);
}

/** Rule 2: is there a payment for `dueDate`'s cycle, leaving out the previous due date's late payment? */
function cyclePaid(dueDate: string, dueDay: number, sortedPayments: readonly string[]): boolean {
  const previous = previousDueDate(dueDate, dueDay);
  const lateForPrevious = latePaymentIndex(previous, dueDay, sortedPayments);
  return sortedPayments.some((p, i) => p > previous && i !== lateForPrevious);
}

/** Index of the payment that pays `dueDate` late (the first within the window after it), or -1. */
function latePaymentIndex(dueDate: string, dueDay: number, sortedPayments: readonly string[]): number {
  const previous = previousDueDate(dueDate, dueDay);
  if (sortedPayments.some((p) => p > previous && p <= dueDate)) return -1;
  const windowEnd = addDays(dueDate, MISSED_WINDOW_DAYS);
  return sortedPayments.findIndex((p) => p > dueDate && p <= windowEnd);
}

function assertDay(value: string, name: string): void {
  if (!DAY_PATTERN.test(value)) throw new RangeError(`${name} must be YYYY-MM-DD, got ${value}`);
}
