import "server-only";
import { advanceClockDays, clockOffsetMs } from "@/lib/clock";
import { todayUtc } from "@/lib/dates";
import { env } from "@/lib/env";
import { isOutboxPageEnabled } from "@/lib/messaging/outbox";
import { devClockSwitchedOn, saveOffsetMs } from "./saved";

// docs/product-rules.md "The product's clock". It takes the outbox's three locks and one more: no provider key at all,
// so a server that can charge cards or reach people never lets its calendar be moved.

const MS_PER_DAY = 86_400_000;

export interface DevClockDto {
  today: string;
  offsetDays: number;
}

export function isDevClockEnabled(headers: Headers): boolean {
  return isOutboxPageEnabled(headers) && devClockSwitchedOn(env());
}

export function devClockState(): DevClockDto {
  return { today: todayUtc(), offsetDays: Math.floor(clockOffsetMs() / MS_PER_DAY) };
}

export function advanceDevClock(days: number): DevClockDto {
  advanceClockDays(days);
  const file = env().DEV_CLOCK_FILE;
  if (file) saveOffsetMs(file, clockOffsetMs());
  return devClockState();
}
