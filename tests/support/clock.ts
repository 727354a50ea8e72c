import { advanceClockDays, clockOffsetMs, resetClock, setClockOffsetMs } from "@/lib/clock";
import { todayUtc } from "@/lib/dates";

// Moving the product's clock (lib/clock.ts) in tests, to live a plan through months. The clock only moves forward
// from real time; every test file starts at real time and ends there (tests/support/clock-reset.ts, run by Jest
// around each file).

const DAY_MS = 86_400_000;

/** Moves the clock `days` whole days further ahead for the rest of the file (or until resetClock). */
export function advanceDays(days: number): void {
  advanceClockDays(days);
}

/**
 * Runs `fn` with the clock `days` whole days ahead of real time, then puts it back where it was, even when `fn`
 * throws.
 */
export async function withClock<T>(days: number, fn: () => Promise<T> | T): Promise<T> {
  const before = clockOffsetMs();
  setClockOffsetMs(days * DAY_MS);
  try {
    return await fn();
  } finally {
    setClockOffsetMs(before);
  }
}

/**
 * Runs `fn` with the clock at the instant `iso` (which must be ahead of real time: the clock never runs behind it),
 * then puts it back where it was, even when `fn` throws. For rules that depend on the hour, like each user's own
 * day in their time zone.
 */
export async function atInstant<T>(iso: string, fn: () => Promise<T> | T): Promise<T> {
  const before = clockOffsetMs();
  setClockOffsetMs(new Date(iso).getTime() - Date.now());
  try {
    return await fn();
  } finally {
    setClockOffsetMs(before);
  }
}

/** "YYYY-MM-DDTHH:MM:SSZ" at `time` ("23:30") on the UTC day `days` whole days after real time's. */
export function utcInstant(days: number, time: string): string {
  return `${todayUtc(new Date(Date.now() + days * DAY_MS))}T${time}:00Z`;
}

/**
 * Today's UTC day at 14:00 UTC, the hour the scheduler tests run at: the morning or later for users in UTC, whose
 * reminders go out from 08:00 of their own day (docs/product-rules.md "Reminders"), whatever the hour the suite runs.
 */
export function todayAt14Utc(): Date {
  return new Date(`${todayUtc(new Date())}T14:00:00Z`);
}

/** The product's today, "YYYY-MM-DD" (UTC), wherever the clock stands. */
export function clockToday(): string {
  return todayUtc();
}

export { resetClock };
