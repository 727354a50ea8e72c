// Calendar days as the API and the @db.Date columns carry them: "YYYY-MM-DD" strings on the wire, UTC midnight
// Dates in the database. "Today" is the UTC calendar day, as everywhere on the server. The month labels at the end
// are for display, shared by the results screen and the dashboard (no server-only code here).

/** Today's calendar day in UTC, "YYYY-MM-DD". */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A "YYYY-MM-DD" day as the Date a @db.Date column stores (UTC midnight). */
export function dateFromDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A @db.Date column's value (or any instant) as its UTC calendar day. */
export function dayFromDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** "2027-06" -> "June 2027"; short: "Jun 2027". Anything else is returned unchanged ("—" for nothing). */
export function monthLabel(yearMonth: string | null | undefined, style: "long" | "short" = "long"): string {
  if (!yearMonth) return "—";
  const match = /^(\d{4})-(\d{2})/.exec(yearMonth);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !name) return yearMonth;
  return `${style === "short" ? name.slice(0, 3) : name} ${match[1]}`;
}

/** 17 -> "17 months", 1 -> "1 month". */
export function monthsLabel(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"}`;
}

// Made on first use, not when the module loads: this module is on every signed-in page, and the first
// DateTimeFormat with a time zone loads the browser's zone data (17 ms of the dashboard's start-up in a CPU
// profile, where no day is formatted).
let dayFormat: Intl.DateTimeFormat | undefined;

/** "2026-03-01" -> "Mar 1, 2026". Calendar days are read as UTC so no time zone shifts them by a day. */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  return dayFormat.format(dateFromDay(day));
}
