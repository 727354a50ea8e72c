// Calendar days as the API and the @db.Date columns carry them: "YYYY-MM-DD" strings on the wire, UTC midnight
// Dates in the database. A user's "today" is the calendar day in their own time zone at the product clock's instant
// (todayIn; docs/product-rules.md "The product's clock"); todayUtc is for what belongs to no one user (the cron's
// cursors, the cleanup). A form or screen asks for the signed-in user's day (localToday). Day and "YYYY-MM"
// arithmetic is proleptic Gregorian with no time zones. Showing days and months is lib/format. Plans count months
// as CalendarMonth objects instead: lib/payoff/calendar.ts.
import { clockNow } from "@/lib/clock";
import type { CalendarMonth } from "@/lib/payoff/types";

const MS_PER_DAY = 86_400_000;

/** Today's calendar day in UTC, "YYYY-MM-DD". */
export function todayUtc(now = clockNow()): string {
  return now.toISOString().slice(0, 10);
}

/** The zone of a user whose own is not known yet (docs/product-rules.md "The product's clock"). */
export const DEFAULT_TIME_ZONE = "America/New_York";

// One formatter per zone, made on first use: building a DateTimeFormat costs far more than formatting with one, and
// the scheduler asks for the same few zones thousands of times a run.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day and the hour (0-23) on the wall clock of `timeZone` at the instant `now`. */
export function wallClockIn(timeZone: string, now = clockNow()): { day: string; hour: number } {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(now)) parts[part.type] = part.value;
  // Years before 1000 or after 9999 never reach here (the clock is real time plus days); pad anyway.
  return { day: `${parts.year!.padStart(4, "0")}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

/**
 * The instant `day` ("YYYY-MM-DD") starts on the wall clock of `timeZone`: its midnight, or the first moment of the
 * day where a daylight-saving jump skips midnight. Throws on an unknown zone.
 */
export function startOfDayIn(timeZone: string, day: string): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightAsUtc;
  // The zone's offset at the guess moves the guess; twice settles it except across a jump, where a third does.
  for (let i = 0; i < 3; i++) {
    const next = midnightAsUtc - (wallClockMs(timeZone, instant) - instant);
    if (next === instant) break;
    instant = next;
  }
  return new Date(instant);
}

/** The wall-clock time of `timeZone` at the instant `ms`, read as if it were UTC (milliseconds). */
function wallClockMs(timeZone: string, ms: number): number {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  const { year, month, day, hour, minute, second } = parts;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour) % 24, Number(minute), Number(second));
}

/** Today's calendar day in the IANA zone `timeZone` ("Asia/Tokyo") at `now`, "YYYY-MM-DD". Throws on an unknown zone. */
export function todayIn(timeZone: string, now = clockNow()): string {
  return wallClockIn(timeZone, now).day;
}

/** The calendar month a "YYYY-MM-DD" day is in (the user's month of their today, for plans). */
export function calendarMonthOfDay(day: string): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** A "YYYY-MM-DD" day as the Date a @db.Date column stores (UTC midnight). */
export function dateFromDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A @db.Date column's value (or any instant) as its UTC calendar day. */
export function dayFromDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of a calendar month as the Date a @db.Date column stores (UTC midnight). */
export function dateFromMonth(month: CalendarMonth): Date {
  return new Date(Date.UTC(month.year, month.month - 1, 1));
}

// The signed-in user's zone, given to the browser by the signed-in layout (components/providers/app-providers.tsx).
// On globalThis for the same reason as the clock's offset (lib/clock.ts): every bundled copy must read one value.
const ZONE_KEY = Symbol.for("debtwise.dates.userTimeZone");

type ZoneGlobal = typeof globalThis & { [ZONE_KEY]?: string };

/** In the browser: days on this page are the signed-in user's, in `timeZone` (never called on the server). */
export function setLocalTimeZone(timeZone: string | null): void {
  if (timeZone) (globalThis as ZoneGlobal)[ZONE_KEY] = timeZone;
  else delete (globalThis as ZoneGlobal)[ZONE_KEY];
}

/**
 * The signed-in user's calendar day, "YYYY-MM-DD", in a form or on a screen: in their time zone once the signed-in
 * layout gave it (so the page and the server agree), else where this code runs (toISOString would give tomorrow in
 * the evening in the US).
 */
export function localToday(now = clockNow()): string {
  const zone = (globalThis as ZoneGlobal)[ZONE_KEY];
  if (zone) return todayIn(zone, now);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The signed-in user's calendar month, "YYYY-MM" (as localToday), on a screen. */
export function localYearMonth(now = clockNow()): string {
  return localToday(now).slice(0, 7);
}

/** Days since 1970-01-01 for "YYYY-MM-DD". */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  return new Date(0).setUTCFullYear(y!, m! - 1, d!) / MS_PER_DAY;
}

/** Whole days from `from` to `to`, both "YYYY-MM-DD" (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** "YYYY-MM-DD" shifted by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayFromDate(new Date((dayNumber(day) + days) * MS_PER_DAY));
}

/** How many days "YYYY-MM" has. */
export function daysInMonth(yearMonth: string): number {
  return dayNumber(`${addMonthsToYearMonth(yearMonth, 1)}-01`) - dayNumber(`${yearMonth}-01`);
}

/** "YYYY-MM" shifted by `delta` months ("2025-11", 3 -> "2026-02"). */
export function addMonthsToYearMonth(yearMonth: string, delta: number): string {
  const [y, m] = yearMonth.split("-").map(Number);
  const index = y! * 12 + (m! - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}
