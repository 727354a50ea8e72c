// Calendar days are formatted as UTC so no time zone shifts them; instants in the reader's zone. Formatters are made
// on first use: the first DateTimeFormat with a zone loads the zone data (17 ms of the dashboard's start-up).
import { dateFromDay } from "@/lib/dates";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

type Instant = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", options);
    formats.set(key, format);
  }
  return format;
}

function written(format: Intl.DateTimeFormat, value: Instant): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

export function monthLabel(yearMonth: string | null | undefined, style: "long" | "short" = "long"): string {
  if (!yearMonth) return "—";
  const match = /^(\d{4})-(\d{2})/.exec(yearMonth);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !name) return yearMonth;
  return `${style === "short" ? name.slice(0, 3) : name} ${match[1]}`;
}

export function monthNameOf(yearMonth: string): string {
  return MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1] ?? yearMonth;
}

export function monthsLabel(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"}`;
}

export function yearsAndMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (months > 0 || years === 0) parts.push(monthsLabel(months));
  return parts.join(" ");
}

export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

export function formatLongDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${date}, ${year}`;
}

export function formatDay(day: string): string {
  return cached("day", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(dateFromDay(day));
}

export function formatShortDay(day: string): string {
  return cached("short-day", { month: "short", day: "numeric", timeZone: "UTC" }).format(dateFromDay(day));
}

export function formatWeekdayDay(day: string): string {
  return cached("weekday-day", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(dateFromDay(day));
}

export function formatInstantDay(value: Instant): string {
  return written(cached("instant-day", { year: "numeric", month: "short", day: "numeric" }), value);
}

export function formatInstantLongDay(value: Instant): string {
  return written(cached("instant-long-day", { dateStyle: "long" }), value);
}

// `utc` for an e-mail, whose reader's zone the server does not know; the caller says "UTC" after it.
export function formatInstant(value: Instant, options: { utc?: boolean } = {}): string {
  const format = options.utc
    ? cached("instant-utc", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })
    : cached("instant", { dateStyle: "medium", timeStyle: "short" });
  return written(format, value);
}

export function formatMonthDayTime(value: Instant, options: { seconds?: boolean } = {}): string {
  const base = { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } as const;
  const format = options.seconds
    ? cached("month-day-time-seconds", { ...base, second: "2-digit" })
    : cached("month-day-time", base);
  return written(format, value);
}

let relative: Intl.RelativeTimeFormat | undefined;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  relative ??= new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  const seconds = (then - now) / 1000;
  const abs = Math.abs(seconds);
  if (abs < 45) return "just now";
  if (abs < 45 * MINUTE) return relative.format(Math.round(seconds / MINUTE), "minute");
  if (abs < 22 * HOUR) return relative.format(Math.round(seconds / HOUR), "hour");
  if (abs < 6.5 * DAY) return relative.format(Math.round(seconds / DAY), "day");
  if (abs < 4 * WEEK) return relative.format(Math.round(seconds / WEEK), "week");
  if (abs < 11 * MONTH) return relative.format(Math.round(seconds / MONTH), "month");
  return relative.format(Math.round(seconds / YEAR), "year");
}
