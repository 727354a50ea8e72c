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

/** The product's today, "YYYY-MM-DD" (UTC), wherever the clock stands. */
export function clockToday(): string {
  return todayUtc();
}

export { resetClock };
