import { addDays, addMonthsToYearMonth as addMonths, daysBetween, daysInMonth, wallClockIn } from "@/lib/dates";
import type { ReminderKind } from "./types";

// Pure: no clock, no database. The rules are docs/product-rules.md "Reminders" (due dates, due soon, missed), on the
// owner's own calendar days. The payment for due date D belongs to the cycle after the previous due date P: dated
// P < date <= D it pays D on time; up to MISSED_WINDOW_DAYS after D, when D had none, it pays D late, not the next due
// date (or paying a day late would also silence the next month's reminder). The two windows never overlap.

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
  today: string;
  dueDay: number;
  daysBefore: number;
  /** Any order; older ones are ignored. */
  paymentDates: readonly string[];
  /** Without it the debt counts as tracked forever. */
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

export function dueDateIn(month: string, dueDay: number): string {
  return `${month}-${String(Math.min(dueDay, daysInMonth(month))).padStart(2, "0")}`;
}

export function nextDueDate(day: string, dueDay: number): string {
  const month = day.slice(0, 7);
  const thisMonth = dueDateIn(month, dueDay);
  return thisMonth >= day ? thisMonth : dueDateIn(addMonths(month, 1), dueDay);
}

export function latestDueDateBefore(day: string, dueDay: number): string {
  const month = day.slice(0, 7);
  const thisMonth = dueDateIn(month, dueDay);
  return thisMonth < day ? thisMonth : dueDateIn(addMonths(month, -1), dueDay);
}

export function previousDueDate(dueDate: string, dueDay: number): string {
  return dueDateIn(addMonths(dueDate.slice(0, 7), -1), dueDay);
}

/** Leaves out the previous due date's late payment. */
function cyclePaid(dueDate: string, dueDay: number, sortedPayments: readonly string[]): boolean {
  const previous = previousDueDate(dueDate, dueDay);
  const lateForPrevious = latePaymentIndex(previous, dueDay, sortedPayments);
  return sortedPayments.some((p, i) => p > previous && i !== lateForPrevious);
}

function latePaymentIndex(dueDate: string, dueDay: number, sortedPayments: readonly string[]): number {
  const previous = previousDueDate(dueDate, dueDay);
  if (sortedPayments.some((p) => p > previous && p <= dueDate)) return -1;
  const windowEnd = addDays(dueDate, MISSED_WINDOW_DAYS);
  return sortedPayments.findIndex((p) => p > dueDate && p <= windowEnd);
}

function assertDay(value: string, name: string): void {
  if (!DAY_PATTERN.test(value)) throw new RangeError(`${name} must be YYYY-MM-DD, got ${value}`);
}
