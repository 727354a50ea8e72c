import { POST as registerRoute } from "@/app/api/register/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { POST as generateRoute } from "@/app/api/negotiations/generate/route";
import { POST as voiceRoute } from "@/app/api/voice/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { POST as createGoalRoute } from "@/app/api/goals/route";
import { POST as progressRoute } from "@/app/api/education/[contentId]/progress/route";
import { POST as inviteRoute } from "@/app/api/shared/invite/route";
import { POST as phoneRoute } from "@/app/api/reminders/phone/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { ACCOUNT_EXPORT_RATE_LIMIT } from "@/lib/account/export";
import { ACCOUNT_DELETE_RATE_LIMIT } from "@/lib/account/service";
import { SIGN_IN_MAIL_LIMITS } from "@/lib/auth/sign-in-limit";
import { db } from "@/lib/db";
import { EDUCATION_PROGRESS_RATE_LIMIT } from "@/lib/education/service";
import { GOAL_WRITE_RATE_LIMIT } from "@/lib/goals/service";
import { GENERATE_LETTER_RATE_LIMIT, generateLetterRateLimitKey } from "@/lib/negotiations/service";
import { LOG_PAYMENT_RATE_LIMIT } from "@/lib/payments/service";
import {
  RATE_LIMIT_MAX_WINDOW_SECONDS,
  RATE_LIMITS,
  hit,
  pruneExpiredRateLimits,
  storedRateLimitKey,
  type RateLimitRule,
} from "@/lib/rate-limit";
import { PHONE_CODE_RATE_LIMIT } from "@/lib/reminders/service";
import { INVITE_RATE_LIMIT } from "@/lib/shared-plans/invitations";
import { VOICE_RATE_LIMIT } from "@/lib/voice/service";
import { passwordSignIn as signIn, requestSignInLink } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, deleteAccount, signUp } from "@/tests/support/users";
import { insertDebt } from "@/tests/support/debts";
import { today } from "@/tests/support/calendar";

// Every rate limit in one place (docs/product-rules.md "Rate limits"): each answers 429 in the error shape with a
// Retry-After inside its window, and the request behind it did nothing. Counters are pre-filled to the limit in the
// RateLimit table (the same row lib/rate-limit.ts upserts) instead of making hundreds of calls; the tests that reach a
// limit by real calls stay where they are: auth.test.ts (11 registrations, 6 sign-ins), negotiations.test.ts (20
// letters), voice.test.ts (30 questions), sign-in-mail.test.ts (per e-mail and per address).

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

/** The window in app/api/calculate-strategies/route.ts (a route file may export handlers only). */
const AI_STRATEGY_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

/** Puts `key` at its limit in a window that has just started: the next counted hit is over it. */
async function fill(plainKey: string, rule: RateLimitRule): Promise<void> {
  const key = storedRateLimitKey(plainKey);
  const windowStart = new Date();
  await db.rateLimit.upsert({
    where: { key },
    create: { key, count: rule.limit, windowStart },
    update: { count: rule.limit, windowStart },
  });
}

async function expectLimited(res: Response, rule: RateLimitRule): Promise<void> {
  const body = (await res.json()) as { error?: { code: string; message: string } };
  expect({ status: res.status, code: body.error?.code }).toEqual({ status: 429, code: "rate_limited" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(rule.windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
}

const sessionCount = (userId: string) => db.session.count({ where: { userId } });

describe("sign-in and registration, per client address", () => {
  it("credentials sign-in: past the failures for one account from one address, even the right password is refused", async () => {
    const { email, userId } = await signUp({ prefix: "rl-signin" });
    const ip = uniqueIp();
    await fill(`signin:account:${ip}:${email}`, RATE_LIMITS.signInPerAccount);
    const sessions = await sessionCount(userId);
    const { res, jar } = await signIn(email, TEST_PASSWORD, ip);
    await expectLimited(res, RATE_LIMITS.signInPerAccount);
    expect(jar.get("authjs.session-token")).toBeUndefined();
    expect(await sessionCount(userId)).toBe(sessions);
  });

  it("credentials sign-in: past the failures from one address across accounts (credential stuffing)", async () => {
    const { email } = await signUp({ prefix: "rl-stuffing" });
    const ip = uniqueIp();
    await fill(`signin:ip:${ip}`, RATE_LIMITS.signInPerIp);
    await expectLimited((await signIn(email, TEST_PASSWORD, ip)).res, RATE_LIMITS.signInPerIp);
    // Another address is not affected.
    expect((await signIn(email, TEST_PASSWORD, uniqueIp())).res.status).toBe(200);
  });

  it("registration: past the limit from one address, no account is created", async () => {
    const ip = uniqueIp();
    await fill(`register:ip:${ip}`, RATE_LIMITS.registerPerIp);
    const email = uniqueEmail("rl-register");
    const res = await callRoute(registerRoute, {
      path: "/api/register",
      json: { email, password: TEST_PASSWORD, firstName: "Late" },
      headers: { "x-forwarded-for": ip },
    });
    await expectLimited(res, RATE_LIMITS.registerPerIp);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("sign-in links: past the per-e-mail limit, no token is created and no mail is sent", async () => {
    const email = uniqueEmail("rl-mail");
    await fill(`signin-mail:email:${email}`, SIGN_IN_MAIL_LIMITS.perEmail);
    const res = await requestSignInLink(email);
    await expectLimited(res, SIGN_IN_MAIL_LIMITS.perEmail);
    expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
    expect(await db.outboxMessage.count({ where: { to: email, kind: "sign_in" } })).toBe(0);
  });
});

describe("per-user limits on the expensive and the abusable routes", () => {
  let user: Awaited<ReturnType<typeof signUp>>;
  let debtId: string;
  let planId: string;

  beforeAll(async () => {
    user = await signUp({ verified: true, plan: "pro", prefix: "rl-user" });
    const debt = await insertDebt({
      data: {
        userId: user.userId,
        name: "Card",
        balance: "900",
        originalBalance: "900",
        interestRate: "20",
        minPayment: "30",
      },
    });
    debtId = debt.id;
    const plan = await db.sharedPlan.create({
      data: {
        ownerId: user.userId,
        title: "Plan",
        goalAmount: "100",
        targetDate: new Date(Date.now() + 90 * 86_400_000),
        members: {
          create: { userId: user.userId, email: user.email, role: "owner", status: "active", acceptedAt: new Date() },
        },
      },
    });
    planId = plan.id;
  });

  type Case = {
    name: string;
    key: (userId: string) => string;
    rule: RateLimitRule;
    call: (jar: CookieJar) => Promise<Response>;
    /** What the refused call would have written. */
    written: () => Promise<number>;
  };

  const cases: Case[] = [
    {
      name: "AI strategy generation (POST /api/calculate-strategies)",
      key: (id) => `ai:strategy:${id}`,
      rule: AI_STRATEGY_LIMIT,
      call: (jar) =>
        callRoute(calculateRoute, { path: "/api/calculate-strategies", json: { extraPayment: "50" }, jar }),
      written: () => db.strategy.count({ where: { userId: user.userId } }),
    },
    {
      name: "negotiation letter generation (POST /api/negotiations/generate)",
      key: (id) => generateLetterRateLimitKey(id),
      rule: GENERATE_LETTER_RATE_LIMIT,
      call: (jar) =>
        callRoute(generateRoute, {
          path: "/api/negotiations/generate",
          json: { debtId, templateType: "hardship", userInputs: { creditorName: "Bank", accountNumber: "1234" } },
          jar,
        }),
      written: () => db.negotiationLetter.count({ where: { userId: user.userId } }),
    },
    {
      name: "voice questions (POST /api/voice)",
      key: (id) => `ai:voice:${id}`,
      rule: VOICE_RATE_LIMIT,
      call: (jar) => callRoute(voiceRoute, { path: "/api/voice", json: { query: "What is my total debt?" }, jar }),
      written: () => db.voiceQuery.count({ where: { userId: user.userId } }),
    },
    {
      name: "payment logging (POST /api/payments/log)",
      key: (id) => `payments:log:user:${id}`,
      rule: LOG_PAYMENT_RATE_LIMIT,
      call: (jar) =>
        callRoute(logPaymentRoute, {
          path: "/api/payments/log",
          json: { debtId, amount: "10", paymentDate: today() },
          jar,
        }),
      written: () => db.payment.count({ where: { userId: user.userId } }),
    },
    {
      name: "goal writes (POST /api/goals)",
      key: (id) => `goals:write:user:${id}`,
      rule: GOAL_WRITE_RATE_LIMIT,
      call: (jar) =>
        callRoute(createGoalRoute, {
          path: "/api/goals",
          json: { name: "Savings", goalType: "savings", targetAmount: "100" },
          jar,
        }),
      written: () => db.goal.count({ where: { userId: user.userId } }),
    },
    {
      name: "education progress (POST /api/education/{id}/progress)",
      key: (id) => `education:progress:user:${id}`,
      rule: EDUCATION_PROGRESS_RATE_LIMIT,
      call: (jar) =>
        callRoute(progressRoute, {
          path: "/api/education/budgeting-basics/progress",
          params: { contentId: "budgeting-basics" },
          json: { timeSpent: 10, completed: false },
          jar,
        }),
      written: () => db.educationProgress.count({ where: { userId: user.userId } }),
    },
    {
      name: "shared-plan invitations, each an e-mail (POST /api/shared/invite)",
      key: (id) => `shared:invite:user:${id}`,
      rule: INVITE_RATE_LIMIT,
      call: (jar) =>
        callRoute(inviteRoute, {
          path: "/api/shared/invite",
          json: { shared_plan_id: planId, email: uniqueEmail("rl-invitee"), monthly_target: "5" },
          jar,
        }),
      written: () => db.sharedPlanMember.count({ where: { sharedPlanId: planId } }),
    },
    {
      name: "phone codes, each a text message (POST /api/reminders/phone)",
      key: (id) => `reminders:phone:user:${id}`,
      rule: PHONE_CODE_RATE_LIMIT,
      call: (jar) =>
        callRoute(phoneRoute, { path: "/api/reminders/phone", json: { phoneNumber: "(415) 555-0142" }, jar }),
      written: () => db.outboxMessage.count({ where: { userId: user.userId, channel: "sms" } }),
    },
    {
      name: "account export (GET /api/account/export)",
      key: (id) => `account:export:user:${id}`,
      rule: ACCOUNT_EXPORT_RATE_LIMIT,
      call: (jar) => callRoute(exportRoute, { path: "/api/account/export", jar }),
      written: async () => 0,
    },
    {
      name: "account deletion (DELETE /api/account)",
      key: (id) => `account:delete:user:${id}`,
      rule: ACCOUNT_DELETE_RATE_LIMIT,
      call: (jar) =>
        callRoute(deleteAccountRoute, { method: "DELETE", path: "/api/account", json: { confirm: user.email }, jar }),
      written: () => db.user.count({ where: { id: user.userId } }).then((n) => 1 - n),
    },
  ];

  for (const c of cases) {
    it(`${c.name}: 429 with Retry-After past ${c.rule.limit} per ${c.rule.windowSeconds} s, nothing written`, async () => {
      const key = c.key(user.userId);
      await fill(key, c.rule);
      const before = await c.written();
      await expectLimited(await c.call(user.jar), c.rule);
      expect(await c.written()).toBe(before);
      // The limit is per user: with the counter gone, the same call goes through again.
      await db.rateLimit.delete({ where: { key: storedRateLimitKey(key) } });
      if (!c.name.startsWith("account deletion")) expect((await c.call(user.jar)).status).toBeLessThan(300);
    });
  }
});

// What the counters keep (docs/product-rules.md "Rate limits"): e-mail and client addresses only as hashes, no
// window past the prune's horizon, nothing of a deleted account's address.
describe("what the RateLimit rows keep", () => {
  /** Every row whose key holds `text` as typed, in either case. */
  const rowsHolding = (text: string) =>
    db.rateLimit.findMany({ where: { key: { contains: text, mode: "insensitive" } } });

  /** A failed password sign-in and a sign-in link request for `email` from `ip`: four counters. */
  async function countSignIns(email: string, ip: string): Promise<void> {
    expect((await signIn(email, "not-the-password", ip)).res.status).toBe(200);
    await requestSignInLink(email, { "x-forwarded-for": ip, "x-auth-return-redirect": "1" });
  }

  it("stores no e-mail or client address, only their hashes under a prefix naming the kind", async () => {
    const { email } = await signUp({ prefix: "rl-hashed" });
    const ip = uniqueIp();
    await countSignIns(email, ip);
    const registerIp = uniqueIp();
    await callRoute(registerRoute, {
      path: "/api/register",
      json: { email: uniqueEmail("rl-hashed-new"), password: TEST_PASSWORD, firstName: "New" },
      headers: { "x-forwarded-for": registerIp },
    });

    for (const raw of [email, email.split("@")[0]!, ip, registerIp]) expect(await rowsHolding(raw)).toEqual([]);
    const stored = [
      `signin:account:${ip}:${email}`,
      `signin:ip:${ip}`,
      `signin-mail:email:${email}`,
      `signin-mail:ip:${ip}`,
      `register:ip:${registerIp}`,
    ].map(storedRateLimitKey);
    const rows = await db.rateLimit.findMany({ where: { key: { in: stored } } });
    expect(rows.map((r) => [r.key, r.count]).sort()).toEqual(stored.map((key) => [key, 1]).sort());
    for (const { key } of rows) expect(key).toMatch(/^[a-z-]+:[a-z]*:?(?:(ip|email)-sha256:[0-9a-f]{64}:?)+$/);
    expect(storedRateLimitKey(`signin:account:${ip}:${email}`)).toMatch(
      /^signin:account:ip-sha256:[0-9a-f]{64}:email-sha256:[0-9a-f]{64}$/,
    );
    // The address is counted whatever its spelling, as the limiters count it.
    expect(storedRateLimitKey(`signin-mail:email:${email.toUpperCase()}`)).toBe(
      storedRateLimitKey(`signin-mail:email:${email}`),
    );
  });

  it("hashes an address in a key named any other way too (IPv4, IPv6 or an e-mail)", async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    const ipv4 = uniqueIp();
    const ipv6 = `2001:db8::${ipv4.split(".").slice(-2).join(":")}`;
    const email = uniqueEmail("rl-other-shape");
    for (const key of [`other-throttle:${ipv4}`, `other-throttle:${ipv6}`, `other-throttle:x:${email}`]) {
      expect((await hit(key, rule)).count).toBe(1);
      expect((await hit(key, rule)).count).toBe(2);
      expect(storedRateLimitKey(key)).toMatch(/^other-throttle:sha256:[0-9a-f]{64}$/);
    }
    for (const raw of [ipv4, ipv6, email]) expect(await rowsHolding(raw)).toEqual([]);
    // Counters named by user id carry nothing to hide and stay readable.
    expect(storedRateLimitKey("payments:log:user:cm1234567890abcdefghijklm")).toBe(
      "payments:log:user:cm1234567890abcdefghijklm",
    );
  });

  it("prunes only windows that are over for every rule; the daily cron runs the prune", async () => {
    const horizon = RATE_LIMIT_MAX_WINDOW_SECONDS * 1000;
    const key = (name: string) => `rl-prune:${name}:${uniqueEmail("k")}`;
    const expired = [key("expired"), key("long-expired")];
    const live = [key("just-started"), key("an-hour-old"), key("inside-horizon")];
    const ages = [horizon + 60_000, 30 * horizon, 0, 60 * 60_000, horizon - 60_000];
    await db.rateLimit.createMany({
      data: [...expired, ...live].map((k, i) => ({
        key: storedRateLimitKey(k),
        count: 3,
        windowStart: new Date(Date.now() - ages[i]!),
      })),
    });
    const stored = (keys: string[]) => ({ key: { in: keys.map(storedRateLimitKey) } });

    expect(await pruneExpiredRateLimits()).toBeGreaterThanOrEqual(2);
    expect(await db.rateLimit.count({ where: stored(expired) })).toBe(0);
    expect(await db.rateLimit.count({ where: stored(live) })).toBe(3);

    // A window longer than the horizon would be cut short by the prune: refused.
    await expect(hit(key("too-long"), { limit: 1, windowSeconds: RATE_LIMIT_MAX_WINDOW_SECONDS + 1 })).rejects.toThrow(
      /at most/,
    );
  });

  it("deleting an account deletes the counters of its address, not another account's", async () => {
    const gone = await signUp({ prefix: "rl-gone" });
    const stays = await signUp({ prefix: "rl-stays" });
    const ip = uniqueIp();
    await countSignIns(gone.email, ip);
    await countSignIns(stays.email, ip);
    const keysOf = (email: string) =>
      [`signin:account:${ip}:${email}`, `signin-mail:email:${email}`].map(storedRateLimitKey);
    expect(await db.rateLimit.count({ where: { key: { in: keysOf(gone.email) } } })).toBe(2);

    await deleteAccount(gone);
    expect(await db.rateLimit.count({ where: { key: { in: keysOf(gone.email) } } })).toBe(0);
    expect(await db.rateLimit.count({ where: { key: { in: keysOf(stays.email) } } })).toBe(2);
    // Counters of the client address alone cannot be told apart by account: the prune removes them within a day.
    expect(await db.rateLimit.count({ where: { key: storedRateLimitKey(`signin:ip:${ip}`) } })).toBe(1);
  });
});
