// Test dates relative to the product's today (lib/clock.ts: the day the suite runs unless a test moved the clock), in
// UTC like the app's payment and ledger dates.
import { clockNow } from "@/lib/clock";

/** "YYYY-MM" `offset` months from this one (UTC). */
export function month(offset = 0): string {
  const now = clockNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/** "YYYY-MM-DD" `offset` days from the product's today (UTC). */
export function day(offset = 0): string {
  return new Date(clockNow().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The product's today, "YYYY-MM-DD" (UTC): tests/support/clock.ts's, under the name the suites use. */
export { clockToday as today } from "./clock";

/**
 * Today in this machine's own calendar, "YYYY-MM-DD": the day the browser's Log Payment dialog sends in e2e tests
 * (Chromium runs in the machine's zone), which is not the UTC day in the evening west of UTC.
 */
export { localToday as browserToday } from "@/lib/dates";
