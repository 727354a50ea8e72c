import {
  BACKOFF_MS,
  MAX_ATTEMPTS,
  isTransientStatus,
  retryAfterMs,
  withRetries,
  type Attempt,
} from "@/lib/messaging/retry";

// The retry rules of lib/messaging/retry.ts (docs/product-rules.md "E-mail and SMS delivery"), with the timer
// injected so nothing waits.

function script(outcomes: Attempt<string>[]) {
  const waits: number[] = [];
  let calls = 0;
  const run = () =>
    withRetries(
      async () => outcomes[calls++]!,
      async (ms) => void waits.push(ms),
    );
  return { run, waits, calls: () => calls };
}

it("429 and 5xx are passing; other answers are not", () => {
  expect([429, 500, 502, 503, 504, 599].every(isTransientStatus)).toBe(true);
  expect([200, 400, 401, 403, 404, 409, 422, 600, null, undefined].some(isTransientStatus)).toBe(false);
});

it("Retry-After is read as seconds; anything else is ignored", () => {
  expect(retryAfterMs("0")).toBe(0);
  expect(retryAfterMs(" 3 ")).toBe(3000);
  expect(retryAfterMs("Wed, 21 Oct 2015 07:28:00 GMT")).toBeUndefined();
  expect(retryAfterMs(undefined)).toBeUndefined();
});

it("a done outcome ends at once", async () => {
  const s = script([{ done: "sent" }]);
  await expect(s.run()).resolves.toBe("sent");
  expect(s.calls()).toBe(1);
  expect(s.waits).toEqual([]);
});

it("passing refusals back off, then the last one is the answer", async () => {
  const s = script([{ transient: "a" }, { transient: "b" }, { transient: "c" }, { done: "never" }]);
  await expect(s.run()).resolves.toBe("c");
  expect(s.calls()).toBe(MAX_ATTEMPTS);
  expect(s.waits).toEqual([...BACKOFF_MS]);
});

it("the provider's Retry-After is honoured, up to 5 seconds", async () => {
  const s = script([{ transient: "a", retryAfterMs: 2000 }, { done: "sent" }]);
  await expect(s.run()).resolves.toBe("sent");
  expect(s.waits).toEqual([2000]);
  const long = script([{ transient: "a", retryAfterMs: 6000 }, { done: "sent" }]);
  await expect(long.run()).resolves.toBe("a");
  expect(long.waits).toEqual([]);
});
