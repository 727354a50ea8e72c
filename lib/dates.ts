// "YYYY-MM-DD" on the wire, UTC midnight in @db.Date columns. A user's today is in their own zone
// (docs/product-rules.md "The product's clock"); todayUtc is for what belongs to no one user.
import { clockNow } from "@/lib/clock";
import type { CalendarMonth } from "@/lib/payoff/types";

const MS_PER_DAY = 86_400_000;

export function todayUtc(now = clockNow()): string {
  return now.toISOString().slice(0, 10);
}

export const DEFAULT_TIME_ZONE = "America/New_York";

// Building a DateTimeFormat costs far more than formatting with one, and the scheduler asks for a few zones thousands
// of times a run.
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

export function wallClockIn(timeZone: string, now = clockNow()): { day: string; hour: number } {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return { day: `${parts.year!.padStart(4, "0")}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

// Where a daylight-saving jump skips midnight, the day's first moment.
export function startOfDayIn(timeZone: string, day: string): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightAsUtc;
  // The offset at the guess moves the guess; twice settles it except across a jump, where a third does.
  for (let i = 0; i < 3; i++) {
    const next = midnightAsUtc - (wallClockMs(timeZone, instant) - instant);
    if (next === instant) break;
    instant = next;
  }
  return new Date(instant);
}

function wallClockMs(timeZone: string, ms: number): number {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  const { year, month, day, hour, minute, second } = parts;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour) % 24, Number(minute), Number(second));
}

export function todayIn(timeZone: string, now = clockNow()): string {
  return wallClockIn(timeZone, now).day;
}

export function calendarMonthOfDay(day: string): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function dateFromDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function dayFromDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function dateFromMonth(month: CalendarMonth): Date {
  return new Date(Date.UTC(month.year, month.month - 1, 1));
}

/** One calendar day in a zone: `day` from the instant `from` (its first moment) up to, not including, `to`. */
export interface ZoneDay {
  day: string;
  from: number;
  to: number;
}

export function zoneDayIn(timeZone: string, now = clockNow()): ZoneDay {
  const day = todayIn(timeZone, now);
  return { day, from: startOfDayIn(timeZone, day).getTime(), to: startOfDayIn(timeZone, addDays(day, 1)).getTime() };
}

// On globalThis for the same reason as the clock's offset (lib/clock.ts).
const ZONE_KEY = Symbol.for("debtwise.dates.userTimeZone");

type ZoneGlobal = typeof globalThis & { [ZONE_KEY]?: { timeZone: string; today?: ZoneDay } };

/**
 * `today` is the zone's day as the server worked it out for this page (ARCHITECTURE.md "Speed"): a browser's first
 * DateTimeFormat with a zone costs it 40 ms or more, so while the page's "now" falls inside that day it is read
 * from there, and only a page kept open past midnight asks Intl.
 */
export function setLocalTimeZone(timeZone: string | null, today?: ZoneDay): void {
  if (timeZone) (globalThis as ZoneGlobal)[ZONE_KEY] = { timeZone, today };
  else delete (globalThis as ZoneGlobal)[ZONE_KEY];
}

// Without the signed-in user's zone, the local day: toISOString would give tomorrow in the evening in the US.
export function localToday(now = clockNow()): string {
  const zone = (globalThis as ZoneGlobal)[ZONE_KEY];
  if (zone) {
    const { today } = zone;
    const at = now.getTime();
    return today && today.from <= at && at < today.to ? today.day : todayIn(zone.timeZone, now);
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function localYearMonth(now = clockNow()): string {
  return localToday(now).slice(0, 7);
}

export function dayNumber(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  return new Date(0).setUTCFullYear(y!, m! - 1, d!) / MS_PER_DAY;
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(day: string, days: number): string {
  return dayFromDate(new Date((dayNumber(day) + days) * MS_PER_DAY));
}

export function daysInMonth(yearMonth: string): number {
  return dayNumber(`${addMonthsToYearMonth(yearMonth, 1)}-01`) - dayNumber(`${yearMonth}-01`);
}

export function addMonthsToYearMonth(yearMonth: string, delta: number): string {
  const [y, m] = yearMonth.split("-").map(Number);
  const index = y! * 12 + (m! - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}
