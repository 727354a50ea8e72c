// "just now", "5 minutes ago", "yesterday", "3 weeks ago" for the recent-activity list (en-US).

const formatter = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = (then - now) / 1000;
  const abs = Math.abs(seconds);
  if (abs < 45) return "just now";
  if (abs < 45 * MINUTE) return formatter.format(Math.round(seconds / MINUTE), "minute");
  if (abs < 22 * HOUR) return formatter.format(Math.round(seconds / HOUR), "hour");
  if (abs < 6.5 * DAY) return formatter.format(Math.round(seconds / DAY), "day");
  if (abs < 4 * WEEK) return formatter.format(Math.round(seconds / WEEK), "week");
  if (abs < 11 * MONTH) return formatter.format(Math.round(seconds / MONTH), "month");
  return formatter.format(Math.round(seconds / YEAR), "year");
}

const absolute = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Mar 4, 2025, 3:15 PM": the exact moment, for a title attribute beside the relative text. */
export function formatAbsoluteTime(iso: string): string {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? "" : absolute.format(then);
}
