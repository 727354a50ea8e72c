import { advanceClockDays, clockNow, clockOffsetMs, now, resetClock, setClockOffsetMs } from "@/lib/clock";
import { localToday, todayUtc } from "@/lib/dates";
import { earliestTodayAnywhere } from "@/lib/validations/dates";

// lib/clock.ts: the product's one clock, real time plus an offset that only moves forward
// (docs/product-rules.md "The product's clock").

const DAY_MS = 86_400_000;

afterEach(() => resetClock());

/** now() read between two real-time readings, minus `offset`: within them whatever the machine's speed. */
function expectNowAhead(offset: number) {
  const before = Date.now();
  const read = now().getTime();
  const after = Date.now();
  expect(read - offset).toBeGreaterThanOrEqual(before);
  expect(read - offset).toBeLessThanOrEqual(after);
}

it("is real time until moved", () => {
  expect(clockOffsetMs()).toBe(0);
  expectNowAhead(0);
  expect(clockNow).toBe(now);
});

it("moves forward by whole days, adding up", () => {
  advanceClockDays(3);
  expect(clockOffsetMs()).toBe(3 * DAY_MS);
  advanceClockDays(30);
  expect(clockOffsetMs()).toBe(33 * DAY_MS);
  expectNowAhead(33 * DAY_MS);
});

it("takes an offset in milliseconds and goes back to real time on reset", () => {
  setClockOffsetMs(90 * DAY_MS);
  expectNowAhead(90 * DAY_MS);
  resetClock();
  expect(clockOffsetMs()).toBe(0);
  expectNowAhead(0);
});

it("never runs behind real time, nor by part of a day or a non-number", () => {
  setClockOffsetMs(DAY_MS);
  expect(() => setClockOffsetMs(-1)).toThrow(RangeError);
  expect(() => setClockOffsetMs(Number.NaN)).toThrow(RangeError);
  expect(() => setClockOffsetMs(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  expect(() => advanceClockDays(-1)).toThrow(RangeError);
  expect(() => advanceClockDays(0.5)).toThrow(RangeError);
  // A refused move leaves the clock where it was.
  expect(clockOffsetMs()).toBe(DAY_MS);
});

it("keeps one offset on globalThis, shared by every copy of the module", async () => {
  setClockOffsetMs(5 * DAY_MS);
  // A second copy of the module, as Next bundles one per route.
  await jest.isolateModulesAsync(async () => {
    const copy = await import("@/lib/clock");
    expect(copy.clockOffsetMs()).toBe(5 * DAY_MS);
    copy.advanceClockDays(1);
  });
  expect(clockOffsetMs()).toBe(6 * DAY_MS);
});

it("is what the calendar helpers call today by default", () => {
  const realToday = todayUtc(new Date());
  advanceClockDays(400);
  const moved = new Date(Date.now() + 400 * DAY_MS);
  // Read around the move so a run across midnight cannot fail the check.
  expect([todayUtc(moved), todayUtc(new Date(moved.getTime() + 60_000))]).toContain(todayUtc());
  expect(todayUtc() > realToday).toBe(true);
  expect(localToday() > realToday).toBe(true);
  expect(earliestTodayAnywhere() > realToday).toBe(true);
});
