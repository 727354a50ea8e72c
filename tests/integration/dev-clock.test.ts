// env() is parsed once per module registry, on first use: a keyless local run with the outbox page switched on.
process.env.OUTBOX_PAGE = "1";
for (const key of [
  "RESEND_API_KEY",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM_NUMBER",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "OPENAI_API_KEY",
  "DEV_CLOCK_FILE",
])
  delete process.env[key];

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as clockGet, POST as clockPost } from "@/app/api/dev/clock/route";
import { GET as debtsRoute } from "@/app/api/debts/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { clockOffsetMs, now, resetClock } from "@/lib/clock";
import { addMonthsToYearMonth, todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import { readSavedOffsetMs, restoreSavedClock } from "@/lib/dev-clock/saved";
import type { DevClockDto } from "@/lib/dev-clock/service";
import { advanceDays, clockToday, withClock } from "@/tests/support/clock";
import { insertCard } from "@/tests/support/debts";
import { callRoute, expectJson } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// GET/POST /api/dev/clock (lib/dev-clock/service.ts): a keyless local run moves the product's clock ahead
// (docs/product-rules.md "The product's clock"). Public on the outbox's terms plus no provider key at all; a 404 in
// the error shape everywhere else; whole days from 1 to 3650, forward only; the move is what every service reads.

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;

afterEach(() => resetClock());

afterAll(async () => {
  await db.$disconnect();
});

/** The route answers this machine only; these tests play the local proxy (TRUST_PROXY=1) reporting loopback. */
const FROM_THIS_MACHINE = { "x-forwarded-for": "127.0.0.1" };

const getClock = () => callRoute(clockGet, { path: "/api/dev/clock", headers: FROM_THIS_MACHINE });
const advance = (json: unknown, headers: Record<string, string> = {}) =>
  callRoute(clockPost, { path: "/api/dev/clock", json, headers: { ...FROM_THIS_MACHINE, ...headers } });

/** Real today `days` ahead, read around the call so a run across midnight UTC still matches. */
function expectToday(today: string, days: number) {
  const candidates = [-60_000, 0, 60_000].map((ms) => todayUtc(new Date(Date.now() + days * DAY_MS + ms)));
  expect(candidates).toContain(today);
}

/** Both methods in a fresh module registry (a fresh env() cache) with `vars` applied: another server's route. */
async function withEnv<T>(
  vars: Record<string, string | undefined>,
  fn: (route: typeof import("@/app/api/dev/clock/route")) => Promise<T>,
): Promise<T> {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      result = await fn(await import("@/app/api/dev/clock/route"));
    });
    return result as T;
  } finally {
    process.env = saved;
  }
}

describe("on a keyless local run", () => {
  it("tells where the clock stands: real today, no offset", async () => {
    const body = await expectJson<DevClockDto>(await getClock());
    expect(body.offsetDays).toBe(0);
    expectToday(body.today, 0);
  });

  it("moves the clock ahead by whole days, adding up, and now() with it", async () => {
    const first = await expectJson<DevClockDto>(await advance({ advanceDays: 30 }));
    expect(first.offsetDays).toBe(30);
    expectToday(first.today, 30);
    const second = await expectJson<DevClockDto>(await advance({ advanceDays: 3650 }));
    expect(second.offsetDays).toBe(3680);
    expect(clockOffsetMs()).toBe(3680 * DAY_MS);
    expectToday(todayUtc(now()), 3680);
    expect((await expectJson<DevClockDto>(await getClock())).offsetDays).toBe(3680);
  });

  it("is what the services take as today: a payment dated the moved day is not in the future", async () => {
    const { jar, userId } = await signUp({ prefix: "devclock" });
    const card = await insertCard(userId, todayUtc());
    await expectJson(await advance({ advanceDays: 40 }));
    const res = await callRoute(logPaymentRoute, {
      path: "/api/payments/log",
      json: { debtId: card.id, amount: "100.00", paymentDate: clockToday() },
      jar,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ["zero", { advanceDays: 0 }, "advanceDays"],
    ["negative", { advanceDays: -5 }, "advanceDays"],
    ["fractional", { advanceDays: 1.5 }, "advanceDays"],
    ["a string", { advanceDays: "3" }, "advanceDays"],
    ["past ten years", { advanceDays: 3651 }, "advanceDays"],
    ["missing", {}, "advanceDays"],
    ["with another field", { advanceDays: 1, offsetDays: 99 }, "offsetDays"],
  ])("refuses %s with a 400 on the field, and does not move", async (_, json, field) => {
    const res = await advance(json);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.issues).toEqual([{ path: field, message: expect.any(String) }]);
    expect(clockOffsetMs()).toBe(0);
  });

  it("refuses a move another site's page sent (403)", async () => {
    const res = await advance({ advanceDays: 1 }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(clockOffsetMs()).toBe(0);
  });

  it("saves the offset where npm start names it, and a server starting there reads it back", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dev-clock-")), "nested", "dev-clock.json");
    const answer = await withEnv({ DEV_CLOCK_FILE: file }, async ({ POST }) =>
      callRoute(POST, { path: "/api/dev/clock", json: { advanceDays: 7 }, headers: FROM_THIS_MACHINE }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ offsetMs: 7 * DAY_MS });

    // The next start (scripts/serve.ts): the clock comes back, but only while the switches allow the dev clock.
    resetClock();
    expect(restoreSavedClock({ DEV_CLOCK_FILE: file, STRIPE_SECRET_KEY: "sk_test_x", OUTBOX_PAGE: "1" })).toBe(0);
    expect(restoreSavedClock({ DEV_CLOCK_FILE: file })).toBe(0);
    expect(clockOffsetMs()).toBe(0);
    expect(restoreSavedClock({ DEV_CLOCK_FILE: file, OUTBOX_PAGE: "1" })).toBe(7 * DAY_MS);
    expect(clockOffsetMs()).toBe(7 * DAY_MS);
    expect(readSavedOffsetMs(path.join(path.dirname(file), "missing.json"))).toBe(0);
  });
});

describe("anywhere else it does not exist", () => {
  const NOT_FOUND = { error: { code: "not_found", message: expect.any(String) } };

  it.each([
    ["OUTBOX_PAGE is not set", { OUTBOX_PAGE: undefined }],
    ["a Stripe key is set", { STRIPE_SECRET_KEY: "sk_test_key" }],
    ["a Stripe webhook secret is set", { STRIPE_WEBHOOK_SECRET: "whsec_key" }],
    ["an OpenAI key is set", { OPENAI_API_KEY: "sk-test" }],
    ["a Resend key is set", { RESEND_API_KEY: "re_test_key" }],
    ["a Twilio account is set", { TWILIO_ACCOUNT_SID: "AC123" }],
  ])("is a 404 when %s, before the body is looked at", async (_, vars) => {
    const answers = await withEnv(vars, async ({ GET, POST }) => [
      await callRoute(GET, { path: "/api/dev/clock", headers: FROM_THIS_MACHINE }),
      await callRoute(POST, { path: "/api/dev/clock", json: { advanceDays: 1 }, headers: FROM_THIS_MACHINE }),
      await callRoute(POST, { path: "/api/dev/clock", json: { advanceDays: "nope" }, headers: FROM_THIS_MACHINE }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(clockOffsetMs()).toBe(0);
  });

  it("is a 404 to another machine, even on a keyless run", async () => {
    for (const address of ["192.0.2.7", "10.0.0.2"]) {
      const res = await callRoute(clockPost, {
        path: "/api/dev/clock",
        json: { advanceDays: 1 },
        headers: { "x-forwarded-for": address },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(clockOffsetMs()).toBe(0);
  });

  it("is served again in the same setup with the switch on (the 404s are not a broken route)", async () => {
    const res = await withEnv({}, async ({ GET }) =>
      callRoute(GET, { path: "/api/dev/clock", headers: FROM_THIS_MACHINE }),
    );
    expect(res.status).toBe(200);
  });
});

describe("tests/support/clock.ts", () => {
  it("withClock runs a block on a moved clock and puts it back, even when the block fails", async () => {
    await withClock(10, () => expectToday(clockToday(), 10));
    expect(clockOffsetMs()).toBe(0);
    await expect(
      withClock(5, () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(clockOffsetMs()).toBe(0);
  });

  it("advanceDays lets the ledger charge the months that came due meanwhile", async () => {
    const { jar, userId } = await signUp({ prefix: "devclock-ledger" });
    const opened = todayUtc();
    await insertCard(userId, opened, 1);
    const balance = async () =>
      (await expectJson<DebtDto[]>(await callRoute(debtsRoute, { path: "/api/debts", jar })))[0]!.balance;
    expect(await balance()).toBe("5000.00");

    advanceDays(63);
    // Interest at 18 % a year on every 1st after the opening up to the moved today (docs/product-rules.md "The
    // balance ledger"): two or three of them, whatever day the suite runs.
    let cents = 500_000;
    let charged = 0;
    for (let month = addMonthsToYearMonth(opened.slice(0, 7), 1); `${month}-01` <= clockToday();) {
      cents += Math.round((cents * 18) / 1200);
      charged += 1;
      month = addMonthsToYearMonth(month, 1);
    }
    expect(charged).toBeGreaterThanOrEqual(2);
    expect(await balance()).toBe((cents / 100).toFixed(2));
  });
});
