// docs/product-rules.md "The product's clock": real time plus a forward-only offset (zero in production). Security
// timers read real time and never call this. The browser's copy gets the server's offset from the signed-in layout.

const MS_PER_DAY = 86_400_000;

// On globalThis: Next bundles a copy of this module per route and Jest reloads it; all must read one offset.
const OFFSET_KEY = Symbol.for("debtwise.clock.offsetMs");

type ClockGlobal = typeof globalThis & { [OFFSET_KEY]?: number };

export function now(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

export { now as clockNow };

export function clockOffsetMs(): number {
  return (globalThis as ClockGlobal)[OFFSET_KEY] ?? 0;
}

export function setClockOffsetMs(ms: number): void {
  if (!Number.isSafeInteger(ms) || ms < 0) {
    throw new RangeError(`The clock's offset must be a whole number of milliseconds >= 0, got ${ms}`);
  }
  (globalThis as ClockGlobal)[OFFSET_KEY] = ms;
}

export function advanceClockDays(days: number): void {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`The clock only moves forward by whole days, got ${days}`);
  }
  setClockOffsetMs(clockOffsetMs() + days * MS_PER_DAY);
}

export function resetClock(): void {
  delete (globalThis as ClockGlobal)[OFFSET_KEY];
}
