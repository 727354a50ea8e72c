import { POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { POST as createPlanRoute } from "@/app/api/shared/create/route";
import { POST as contributeRoute } from "@/app/api/shared/contribute/route";
import { POST as inviteRoute } from "@/app/api/shared/invite/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { MAX_DEBTS_PER_USER } from "@/lib/billing/plans";
import { db } from "@/lib/db";
import { CONTRIBUTE_RATE_LIMIT } from "@/lib/shared-plans/contributions";
import { MAX_OWNED_SHARED_PLANS } from "@/lib/shared-plans/service";
import { STRATEGIES_KEPT_PER_USER } from "@/lib/strategies/storage";
import { callRoute, uniqueEmail, type CookieJar } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// Bounds on what one account can store or send (SECURITY.md "Threats and mitigations"): dates a database and date
// arithmetic can hold, names on one line, and caps on debts, shared plans, contributions and kept calculations.

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

const DEBT = { name: "Visa", balance: "1000", interestRate: "19.99", minPayment: "50" };
const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;

const post = (handler: Parameters<typeof callRoute>[0], path: string, jar: CookieJar, json: unknown) =>
  callRoute(handler, { path, json, jar });

async function issuePaths(res: Response): Promise<string[]> {
  const body = (await res.json()) as { error?: { issues?: { path: string }[] } };
  return body.error?.issues?.map((i) => i.path) ?? [];
}

describe("dates", () => {
  it.each(["0001-01-01", "1899-12-31", "2101-01-01", "9999-12-31"])(
    "a payment dated %s is a 400 on the field, not a 500",
    async (paymentDate) => {
      const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
      const debt = (await (await post(createDebtRoute, "/api/debts", jar, DEBT)).json()) as { id: string };
      const res = await post(logPaymentRoute, "/api/payments/log", jar, { debtId: debt.id, amount: "10", paymentDate });
      expect(res.status).toBe(400);
      expect(await issuePaths(res)).toEqual(["paymentDate"]);
      expect(await db.payment.count({ where: { userId } })).toBe(0);
    },
  );
});

describe("names hold no control characters", () => {
  it.each(["Visa\r\nBcc: x@evil.example", "Visa\u0000", "Visa\u202Egpj", "Visa\tCard"])(
    "a debt named %j is a 400",
    async (name) => {
      const { jar } = await signUp({ prefix: "bounds" });
      const res = await post(createDebtRoute, "/api/debts", jar, { ...DEBT, name });
      expect(res.status).toBe(400);
      expect(await issuePaths(res)).toEqual(["name"]);
    },
  );

  it("a shared plan titled with a line break is a 400", async () => {
    const { jar } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
    const res = await post(createPlanRoute, "/api/shared/create", jar, {
      title: "Trip\r\nBcc: x",
      goalAmount: "500",
      targetDate: nextYear,
    });
    expect(res.status).toBe(400);
    expect(await issuePaths(res)).toEqual(["title"]);
  });

  it("an inviter's stored name with CR/LF never reaches the invitation's subject raw", async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
    const plan = (await (
      await post(createPlanRoute, "/api/shared/create", jar, { title: "Trip", goalAmount: "500", targetDate: nextYear })
    ).json()) as {
      id: string;
    };
    // A name stored before the rule existed (or from an OAuth profile).
    await db.user.update({ where: { id: userId }, data: { firstName: "Ana\r\nBcc: victim@example.com" } });
    const to = uniqueEmail("invitee");
    expect(
      (await post(inviteRoute, "/api/shared/invite", jar, { shared_plan_id: plan.id, email: to, monthly_target: "50" }))
        .status,
    ).toBe(201);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to } });
    expect(mail.subject).toBe('Ana Bcc: victim@example.com invited you to the shared plan "Trip" on DebtWise');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe("caps", () => {
  it(`refuses debt number ${MAX_DEBTS_PER_USER + 1} on any plan with 409`, async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
    await db.debt.createMany({
      data: Array.from({ length: MAX_DEBTS_PER_USER - 1 }, (_, i) => ({
        userId,
        name: `Card ${i}`,
        balance: "100",
        originalBalance: "100",
        interestRate: "10",
        minPayment: "10",
        position: i,
      })),
    });
    expect((await post(createDebtRoute, "/api/debts", jar, DEBT)).status).toBe(201);
    const over = await post(createDebtRoute, "/api/debts", jar, DEBT);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toContain(
      `up to ${MAX_DEBTS_PER_USER} debts`,
    );
    expect(await db.debt.count({ where: { userId } })).toBe(MAX_DEBTS_PER_USER);
  });

  it(`refuses shared plan number ${MAX_OWNED_SHARED_PLANS + 1} with 409, also when created at once`, async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
    const create = () =>
      post(createPlanRoute, "/api/shared/create", jar, { title: "Plan", goalAmount: "500", targetDate: nextYear });
    for (let i = 0; i < MAX_OWNED_SHARED_PLANS - 2; i++) expect((await create()).status).toBe(201);
    const statuses = (await Promise.all([create(), create(), create(), create()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect(await db.sharedPlan.count({ where: { ownerId: userId } })).toBe(MAX_OWNED_SHARED_PLANS);
  });

  it(`refuses more than ${CONTRIBUTE_RATE_LIMIT.limit} contributions a minute with 429`, async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
    const plan = (await (
      await post(createPlanRoute, "/api/shared/create", jar, {
        title: "Trip",
        goalAmount: "5000",
        targetDate: nextYear,
      })
    ).json()) as {
      id: string;
    };
    for (let i = 0; i < CONTRIBUTE_RATE_LIMIT.limit; i++) {
      expect(
        (await post(contributeRoute, "/api/shared/contribute", jar, { sharedPlanId: plan.id, amount: "1" })).status,
      ).toBe(201);
    }
    const over = await post(contributeRoute, "/api/shared/contribute", jar, { sharedPlanId: plan.id, amount: "1" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.sharedPlanContribution.count({ where: { userId } })).toBe(CONTRIBUTE_RATE_LIMIT.limit);
  });

  it(`keeps only the latest ${STRATEGIES_KEPT_PER_USER} calculations per user`, async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "bounds" });
    expect((await post(createDebtRoute, "/api/debts", jar, DEBT)).status).toBe(201);
    // Older calculations, as if made over the past weeks.
    const base = Date.now() - 30 * 86_400_000;
    const template = await (async () => {
      expect((await post(calculateRoute, "/api/calculate-strategies", jar, { extraPayment: "0" })).status).toBe(200);
      return db.strategy.findFirstOrThrow({ where: { userId } });
    })();
    await db.strategy.createMany({
      data: Array.from({ length: STRATEGIES_KEPT_PER_USER + 5 }, (_, i) => ({
        userId,
        strategyType: template.strategyType,
        totalDebt: template.totalDebt,
        totalInterest: template.totalInterest,
        result: template.result as object,
        createdAt: new Date(base + i * 60_000),
      })),
    });
    const res = await post(calculateRoute, "/api/calculate-strategies", jar, { extraPayment: "25" });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const kept = await db.strategy.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    expect(kept).toHaveLength(STRATEGIES_KEPT_PER_USER);
    expect(kept[0]!.id).toBe(id);
  });
});
