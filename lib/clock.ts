// The product's one clock: what "today" and "this month" are for debts, payments, the ledger, plans, rewards and
// reminders (docs/product-rules.md "The product's clock"). It is real time plus an offset that is zero in
// production and only ever moves forward, so tests can live a plan through months and a keyless local run can be
// moved ahead from /api/dev/clock. Security timers (sessions, links and tokens, rate limits, webhooks) read real
// time instead and never call this. Isomorphic: the browser's copy is given the server's offset by the signed-in
// layout, so forms agree with the server on a moved day.

const MS_PER_DAY = 86_400_000;

// On globalThis, not in a module variable: Next bundles a copy of this module into each route and into the
// custom server, and Jest's isolated module registries load it again; all of them must read one offset.
const OFFSET_KEY = Symbol.for("debtwise.clock.offsetMs");

type ClockGlobal = typeof globalThis & { [OFFSET_KEY]?: number };

/** The product's current instant: real time plus the clock's offset. */
export function now(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/** The same function for modules whose own parameters are called `now` (`now = clockNow()`). */
export { now as clockNow };

/** How far ahead of real time the clock runs, in milliseconds (0 unless a test or the dev route moved it). */
export function clockOffsetMs(): number {
  return (globalThis as ClockGlobal)[OFFSET_KEY] ?? 0;
}

/** Runs the clock `ms` ahead of real time. The clock never runs behind real time: a negative offset throws. */
export function setClockOffsetMs(ms: number): void {
  if (!Number.isSafeInteger(ms) || ms < 0) {
    throw new RangeError(`The clock's offset must be a whole number of milliseconds >= 0, got ${ms}`);
  }
  (globalThis as ClockGlobal)[OFFSET_KEY] = ms;
}

/** Moves the clock `days` whole days further ahead (forward only). */
export function advanceClockDays(days: number): void {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`The clock only moves forward by whole days, got ${days}`);
  }
  setClockOffsetMs(clockOffsetMs() + days * MS_PER_DAY);
}

/** Back to real time. */
export function resetClock(): void {
  delete (globalThis as ClockGlobal)[OFFSET_KEY];
}
