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
import { RATE_LIMITS, type RateLimitRule } from "@/lib/rate-limit";
import { PHONE_CODE_RATE_LIMIT } from "@/lib/reminders/service";
import { INVITE_RATE_LIMIT } from "@/lib/shared-plans/invitations";
import { VOICE_RATE_LIMIT } from "@/lib/voice/service";
import { passwordSignIn as signIn, requestSignInLink } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, signUp } from "@/tests/support/users";
import { insertDebt } from "@/tests/support/debts";

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
async function fill(key: string, rule: RateLimitRule): Promise<void> {
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

  const today = () => new Date().toISOString().slice(0, 10);
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
      await db.rateLimit.delete({ where: { key } });
      if (!c.name.startsWith("account deletion")) expect((await c.call(user.jar)).status).toBeLessThan(300);
    });
  }
});
