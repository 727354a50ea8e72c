import "server-only";
import { advanceClockDays, clockOffsetMs } from "@/lib/clock";
import { todayUtc } from "@/lib/dates";
import { env } from "@/lib/env";
import { isOutboxPageEnabled } from "@/lib/messaging/outbox";
import { devClockSwitchedOn, saveOffsetMs } from "./saved";

// The dev clock (GET/POST /api/dev/clock): a keyless local run moves the product's clock ahead to watch a plan live
// through months (docs/product-rules.md "The product's clock"). It is public like the outbox, so it takes the
// outbox's three locks (the OUTBOX_PAGE switch, no mail or SMS provider, a loopback request) and one more: no
// provider key at all, so a server that can charge cards or reach people never lets its calendar be moved.

const MS_PER_DAY = 86_400_000;

export interface DevClockDto {
  /** The product's today, "YYYY-MM-DD" (UTC). */
  today: string;
  /** Whole days the clock runs ahead of real time. */
  offsetDays: number;
}

/** Whether this request may see or move the dev clock. */
export function isDevClockEnabled(headers: Headers): boolean {
  return isOutboxPageEnabled(headers) && devClockSwitchedOn(env());
}

export function devClockState(): DevClockDto {
  return { today: todayUtc(), offsetDays: Math.floor(clockOffsetMs() / MS_PER_DAY) };
}

/** Moves the clock `days` ahead (forward only) and saves the offset for the next start of `npm start`. */
export function advanceDevClock(days: number): DevClockDto {
  advanceClockDays(days);
  const file = env().DEV_CLOCK_FILE;
  if (file) saveOffsetMs(file, clockOffsetMs());
  return devClockState();
}
