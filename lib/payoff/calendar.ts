import { MONTH_NAMES } from "@/lib/format";
import type { CalendarMonth } from "./types";

export function isCalendarMonth(value: unknown): value is CalendarMonth {
  if (typeof value !== "object" || value === null) return false;
  const { year, month } = value as Record<string, unknown>;
  return (
    typeof year === "number" &&
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    typeof month === "number" &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12
  );
}

function index(m: CalendarMonth): number {
  return m.year * 12 + (m.month - 1);
}

export function addMonthsToCalendarMonth(start: CalendarMonth, count: number): CalendarMonth {
  const i = index(start) + count;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** Whole months from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function monthsBetween(from: CalendarMonth, to: CalendarMonth): number {
  return index(to) - index(from);
}

/** The calendar month reached by payment number `planMonth` (1-based) of a plan starting in `startMonth`. */
export function planMonthToCalendar(startMonth: CalendarMonth, planMonth: number): CalendarMonth {
  return addMonthsToCalendarMonth(startMonth, planMonth - 1);
}

export function formatYearMonth(m: CalendarMonth): string {
  return `${String(m.year).padStart(4, "0")}-${String(m.month).padStart(2, "0")}`;
}

/** {2027, 7} -> "July 2027" (engine messages; the same in every locale, like formatCentsAsDollars in lib/format). */
export function monthName(m: CalendarMonth): string {
  return `${MONTH_NAMES[m.month - 1]} ${m.year}`;
}

/** "2025-03" -> {2025, 3}; null when not a valid YYYY-MM. Also accepts a YYYY-MM-DD date (the day is ignored). */
export function parseYearMonth(value: string): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const m = { year: Number(match[1]), month: Number(match[2]) };
  return isCalendarMonth(m) ? m : null;
}

/** In local time unless `"utc"`; a convenience for callers, the engine never uses it. */
export function calendarMonthOf(date: Date, zone: "local" | "utc" = "local"): CalendarMonth {
  return zone === "utc"
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
    : { year: date.getFullYear(), month: date.getMonth() + 1 };
}
