import { POST as registerRoute } from "@/app/api/register/route";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { PATCH as updateDebtRoute } from "@/app/api/debts/[id]/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { PATCH as updatePaymentRoute } from "@/app/api/payments/[id]/route";
import { POST as statementRoute } from "@/app/api/debts/[id]/statement/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { PUT as savePlanRoute } from "@/app/api/plan/route";
import { POST as createGoalRoute } from "@/app/api/goals/route";
import { PATCH as addToGoalRoute } from "@/app/api/goals/[id]/route";
import { POST as progressRoute } from "@/app/api/education/[contentId]/progress/route";
import { POST as joinRoute } from "@/app/api/challenges/[id]/join/route";
import { POST as checkInRoute } from "@/app/api/challenges/[id]/check-in/route";
import { POST as generateRoute } from "@/app/api/negotiations/generate/route";
import { PUT as letterStatusRoute } from "@/app/api/negotiations/[id]/status/route";
import { POST as createPlanRoute } from "@/app/api/shared/create/route";
import { POST as contributeRoute } from "@/app/api/shared/contribute/route";
import { POST as inviteRoute } from "@/app/api/shared/invite/route";
import { POST as referralLinkRoute } from "@/app/api/referrals/link/route";
import { POST as voiceRoute } from "@/app/api/voice/route";
import { PUT as preferencesRoute } from "@/app/api/reminders/preferences/route";
import { POST as phoneRoute } from "@/app/api/reminders/phone/route";
import { POST as checkoutRoute } from "@/app/api/billing/create-checkout-session/route";
import { db } from "@/lib/db";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// Mass assignment (SECURITY.md "Threats and mitigations"): every create/update route parses its body with a zod object
// schema, which strips unknown keys, and services build their writes field by field. These tests send the fields an
// attacker would try (owner, plan, ids, completion, status, role, progress, timestamps) to every create/update route
// and check the stored rows carry the server's values, the caller's plan is unchanged, and the victim named in the body
// owns nothing new.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type Handler = Parameters<typeof callRoute>[0];
type User = Awaited<ReturnType<typeof signUp>>;

const EVIL_ID = "attacker-chosen-id";
const LONG_AGO = "2001-02-03T04:05:06.000Z";
const TRIAL_USED = new Date("2020-01-01T00:00:00.000Z");
/** The fields no client may set, pointing at `victim`. A route's own fields are overridden by the caller. */
function hostile(victim: User): Record<string, unknown> {
  return {
    id: EVIL_ID,
    userId: victim.userId,
    ownerId: victim.userId,
    user: { connect: { id: victim.userId } },
    subscriptionPlan: "pro",
    subscriptionStatus: "active",
    stripeCustomerId: "cus_attacker",
    trialUsedAt: null,
    role: "owner",
    status: "resolved",
    isCompleted: true,
    completedAt: LONG_AGO,
    progress: "999999",
    currentAmount: "999999",
    originalBalance: "1",
    closedAt: LONG_AGO,
    position: -1,
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
    referralCode: "attacker1",
    xp: 1_000_000,
    phoneNumber: "+14155550100",
    phoneVerifiedAt: LONG_AGO,
    phoneCodeAttempts: -100,
    unsubscribeTokenHash: "attacker-hash",
    inviteTokenHash: "attacker-hash",
    response: "attacker response",
    generatedContent: "attacker letter",
    aiMessage: "attacker message",
    provider: "stripe",
    promoStartsOn: "2001-02",
  };
}

async function send(
  handler: Handler,
  jar: CookieJar,
  path: string,
  json: unknown,
  options: { method?: string; params?: Record<string, string> } = {},
) {
  const res = await callRoute(handler, { method: options.method ?? "POST", path, json, jar, params: options.params });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { id: string } };
}

/** Rows the victim owns across the tables a body could try to write into. */
async function victimRows(victim: User) {
  const where = { userId: victim.userId };
  return {
    debts: await db.debt.count({ where }),
    payments: await db.payment.count({ where }),
    strategies: await db.strategy.count({ where }),
    payoffPlan: await db.payoffPlan.findUnique({ where }),
    goals: await db.goal.count({ where }),
    progress: await db.educationProgress.count({ where }),
    participations: await db.challengeParticipation.count({ where }),
    letters: await db.negotiationLetter.count({ where }),
    plans: await db.sharedPlan.count({ where: { ownerId: victim.userId } }),
    memberships: await db.sharedPlanMember.count({ where }),
    contributions: await db.sharedPlanContribution.count({ where }),
    voice: await db.voiceQuery.count({ where }),
    checkouts: await db.checkoutSession.count({ where }),
    user: await db.user.findUniqueOrThrow({
      where: { id: victim.userId },
      select: { subscriptionPlan: true, referralCode: true, updatedAt: true },
    }),
  };
}

const recent = (date: Date | null) => date !== null && Date.now() - date.getTime() < 5 * 60_000;

let me: User;
let victim: User;
let victimBefore: Awaited<ReturnType<typeof victimRows>>;

beforeAll(async () => {
  // Basic, so a body claiming "pro" would be a visible upgrade; the phone route (Pro only) has its own user.
  me = await signUp({ verified: true, plan: "basic", prefix: "mass" });
  // Used, so a body claiming null (a fresh trial) would be visible.
  await db.user.update({ where: { id: me.userId }, data: { trialUsedAt: TRIAL_USED } });
  victim = await signUp({ prefix: "victim" });
  victimBefore = await victimRows(victim);
});

afterEach(async () => {
  expect(
    await db.user.findUniqueOrThrow({
      where: { id: me.userId },
      select: { subscriptionPlan: true, subscriptionStatus: true, stripeCustomerId: true, trialUsedAt: true },
    }),
  ).toEqual({
    subscriptionPlan: "basic",
    subscriptionStatus: "active",
    stripeCustomerId: null,
    trialUsedAt: TRIAL_USED,
  });
  expect(await victimRows(victim)).toEqual(victimBefore);
});

async function newDebt(extra: Record<string, unknown> = {}) {
  const res = await send(createDebtRoute, me.jar, "/api/debts", {
    name: "Card",
    balance: "500",
    interestRate: "10",
    minPayment: "25",
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe("create and update routes ignore fields the client must not set", () => {
  it("POST /api/register: plan, status, id, referral code, Stripe ids and timestamps are the server's", async () => {
    const email = uniqueEmail("mass-register");
    const res = await callRoute(registerRoute, {
      path: "/api/register",
      json: {
        ...hostile(victim),
        email,
        password: TEST_PASSWORD,
        firstName: "Mallory",
        emailVerified: LONG_AGO,
        subscriptionStatus: "trialing",
      },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(res.status).toBe(201);
    const row = await db.user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "active",
      stripeCustomerId: null,
      referralCode: null,
      emailVerified: null,
    });
    expect(row.id).not.toBe(EVIL_ID);
    expect(recent(row.createdAt)).toBe(true);
  });

  it("POST /api/debts and PATCH /api/debts/{id}: owner, id, original balance, position, closing and timestamps", async () => {
    const created = await newDebt(hostile(victim));
    expect(created.id).not.toBe(EVIL_ID);
    const row = await db.debt.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ userId: me.userId, closedAt: null });
    expect(row.originalBalance.toFixed(2)).toBe("500.00");
    expect(row.position).toBeGreaterThanOrEqual(0);
    expect(recent(row.createdAt)).toBe(true);

    const patched = await send(
      updateDebtRoute,
      me.jar,
      `/api/debts/${created.id}`,
      { ...hostile(victim), balance: "450" },
      { method: "PATCH", params: { id: created.id } },
    );
    expect(patched.status).toBe(200);
    const after = await db.debt.findUniqueOrThrow({ where: { id: created.id } });
    expect(after).toMatchObject({
      id: created.id,
      userId: me.userId,
      closedAt: null,
      position: row.position,
      createdAt: row.createdAt,
    });
    expect(after.balance.toFixed(2)).toBe("450.00");
    // The server's rule (lib/debts/service.ts): before any payment an edit is a typo fix, so it follows the balance.
    expect(after.originalBalance.toFixed(2)).toBe("450.00");
  });

  it("POST /api/payments/log: the payment is the caller's, with a server id and time", async () => {
    const debt = await newDebt();
    const res = await send(logPaymentRoute, me.jar, "/api/payments/log", {
      ...hostile(victim),
      debtId: debt.id,
      amount: "20",
      paymentDate: day(),
    });
    expect(res.status).toBe(200);
    const payment = res.body.payment as { id: string };
    expect(payment.id).not.toBe(EVIL_ID);
    const row = await db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row).toMatchObject({ userId: me.userId, debtId: debt.id });
    expect(recent(row.createdAt)).toBe(true);
  });

  it("PATCH /api/payments/{id} and POST /api/debts/{id}/statement: split, debt, owner and kind are the server's", async () => {
    const debt = await newDebt();
    const logged = await send(logPaymentRoute, me.jar, "/api/payments/log", {
      debtId: debt.id,
      amount: "20",
      paymentDate: day(),
    });
    const paymentId = (logged.body.payment as { id: string }).id;
    const other = await newDebt({ name: "Other" });
    const patched = await send(
      updatePaymentRoute,
      me.jar,
      `/api/payments/${paymentId}`,
      { ...hostile(victim), debtId: other.id, interestPortion: "20", principalPortion: "0", amount: "25" },
      { method: "PATCH", params: { id: paymentId } },
    );
    expect(patched.status).toBe(200);
    const row = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(row).toMatchObject({ userId: me.userId, debtId: debt.id });
    expect(row.interestPortion.toFixed(2)).toBe("0.00");
    expect(row.principalPortion.toFixed(2)).toBe("25.00");

    const statement = await send(
      statementRoute,
      me.jar,
      `/api/debts/${debt.id}/statement`,
      { ...hostile(victim), kind: "payment", balance: "480", date: day() },
      { params: { id: debt.id } },
    );
    expect(statement.status).toBe(200);
    const corrections = await db.ledgerEntry.findMany({
      where: { debtId: debt.id, kind: { not: "opening" } },
      orderBy: { createdAt: "asc" },
    });
    expect(corrections.map((c) => [c.kind, c.userId])).toEqual([
      ["payment", me.userId],
      ["correction", me.userId],
    ]);
  });

  it("debt kind and promo go with hostile fields (the promo stored, nothing else); a plan's lump sums stay Pro whatever the body claims", async () => {
    const promoEndsOn = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1)).toISOString().slice(0, 7);
    const created = await newDebt({
      ...hostile(victim),
      kind: "credit_card",
      promoRate: "0",
      promoEndsOn,
      deferredInterest: true,
    });
    const row = await db.debt.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({
      userId: me.userId,
      closedAt: null,
      kind: "credit_card",
      // The server's: the month the debt's ledger opened.
      promoStartsOn: day().slice(0, 7),
      promoEndsOn,
      deferredInterest: true,
    });
    const patched = await send(
      updateDebtRoute,
      me.jar,
      `/api/debts/${created.id}`,
      { ...hostile(victim), kind: "auto", promoRate: null },
      { method: "PATCH", params: { id: created.id } },
    );
    expect(patched.status).toBe(200);
    expect(await db.debt.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      userId: me.userId,
      kind: "auto",
      promoRate: null,
      promoStartsOn: null,
      promoEndsOn: null,
      deferredInterest: false,
    });

    const body = {
      ...hostile(victim),
      strategy: "avalanche",
      extraPayment: "40",
      lumpSums: [{ amount: "500", month: promoEndsOn, userId: victim.userId }],
    };
    const res = await send(savePlanRoute, me.jar, "/api/plan", body, { method: "PUT" });
    expect(res.status).toBe(403);
    expect((await db.payoffPlan.findUnique({ where: { userId: me.userId } }))?.lumpSums ?? []).toEqual([]);
  });

  it("POST /api/calculate-strategies: the stored strategy is computed, not taken from the body", async () => {
    await newDebt();
    const res = await send(calculateRoute, me.jar, "/api/calculate-strategies", {
      ...hostile(victim),
      extraPayment: "10",
      totalDebt: "1",
      isFeasible: false,
      result: {},
    });
    expect(res.status).toBe(200);
    const row = await db.strategy.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.userId).toBe(me.userId);
    expect(row.aiMessage).not.toBe("attacker message");
    expect(row.isFeasible).toBe(true);
    expect(Number(row.totalDebt)).toBeGreaterThan(1);
  });

  it("PUT /api/plan: the caller's plan; its versions are projected by the server", async () => {
    await newDebt();
    const attackerBaseline = { startMonth: "2001-01", totalBalanceCents: [1] };
    const body = {
      ...hostile(victim),
      strategy: "snowball",
      extraPayment: "40",
      customOrder: [EVIL_ID],
      baseline: attackerBaseline,
    };
    const res = await send(savePlanRoute, me.jar, "/api/plan", body, { method: "PUT" });
    expect(res.status).toBe(200);
    const row = await db.payoffPlan.findUniqueOrThrow({ where: { userId: me.userId } });
    expect(row).toMatchObject({ strategy: "snowball", customOrder: [] });
    expect(row.id).not.toBe(EVIL_ID);
    // The $40 extra over the caller's own open minimums, never anything the body says about budgets or baselines.
    const minimums = await db.debt.aggregate({
      where: { userId: me.userId, closedAt: null, archivedAt: null },
      _sum: { minPayment: true },
    });
    expect(row.monthlyBudget.toFixed(2)).toBe(minimums._sum.minPayment!.plus(40).toFixed(2));
    expect(recent(row.createdAt)).toBe(true);
    // The plan version is the server's own projection, never the body's.
    const versions = await db.planVersion.findMany({ where: { userId: me.userId } });
    expect(versions.map((v) => v.projection)).not.toContainEqual(attackerBaseline);

    // A later save (still sending a baseline) changes the plan only.
    expect(
      (await send(savePlanRoute, me.jar, "/api/plan", { ...body, strategy: "avalanche" }, { method: "PUT" })).status,
    ).toBe(200);
    const after = await db.payoffPlan.findUniqueOrThrow({ where: { userId: me.userId } });
    expect(after).toMatchObject({ id: row.id, strategy: "avalanche", createdAt: row.createdAt });
  });

  it("POST /api/goals and PATCH /api/goals/{id}: amounts saved and completion come from the server", async () => {
    const created = await send(createGoalRoute, me.jar, "/api/goals", {
      ...hostile(victim),
      name: "Savings",
      goalType: "savings",
      targetAmount: "300",
    });
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(EVIL_ID);
    const row = await db.goal.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row).toMatchObject({ userId: me.userId, isCompleted: false, completedAt: null });
    expect(row.currentAmount.toFixed(2)).toBe("0.00");

    const added = await send(
      addToGoalRoute,
      me.jar,
      `/api/goals/${row.id}`,
      { ...hostile(victim), amount: "10", targetAmount: "10" },
      { method: "PATCH", params: { id: row.id } },
    );
    expect(added.status).toBe(200);
    const after = await db.goal.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ userId: me.userId, isCompleted: false, completedAt: null });
    expect(after.currentAmount.toFixed(2)).toBe("10.00");
    expect(after.targetAmount.toFixed(2)).toBe("300.00");
  });

  it("POST /api/education/{id}/progress: the caller's row, completion only as sent in `completed`", async () => {
    const res = await send(
      progressRoute,
      me.jar,
      "/api/education/budgeting-basics/progress",
      { ...hostile(victim), timeSpent: 30, completed: false },
      { params: { contentId: "budgeting-basics" } },
    );
    expect(res.status).toBe(200);
    const row = await db.educationProgress.findUniqueOrThrow({
      where: { userId_contentId: { userId: me.userId, contentId: "budgeting-basics" } },
    });
    expect(row).toMatchObject({ timeSpent: 30, completed: false, completedAt: null });
    expect(row.id).not.toBe(EVIL_ID);
  });

  it("POST /api/challenges/{id}/join and check-in: progress and completion start from zero", async () => {
    const joined = await send(joinRoute, me.jar, "/api/challenges/no-spend-week/join", hostile(victim), {
      params: { id: "no-spend-week" },
    });
    expect(joined.status).toBe(201);
    const row = await db.challengeParticipation.findUniqueOrThrow({
      where: { userId_challengeId: { userId: me.userId, challengeId: "no-spend-week" } },
    });
    expect(row).toMatchObject({ isCompleted: false, completedAt: null });
    expect(row.progress.toFixed(2)).toBe("0.00");
    expect(recent(row.startDate)).toBe(true);

    const checked = await send(checkInRoute, me.jar, "/api/challenges/no-spend-week/check-in", hostile(victim), {
      params: { id: "no-spend-week" },
    });
    expect(checked.status).toBe(200);
    const after = await db.challengeParticipation.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.progress.toFixed(2)).toBe("1.00");
    expect(after.isCompleted).toBe(false);
  });

  it("POST /api/negotiations/generate and PUT .../status: a draft written by the server; status moves only as asked", async () => {
    const debt = await newDebt();
    const res = await send(generateRoute, me.jar, "/api/negotiations/generate", {
      ...hostile(victim),
      debtId: debt.id,
      templateType: "hardship",
      userInputs: { creditorName: "Bank", accountNumber: "1234" },
    });
    expect(res.status).toBe(201);
    const row = await db.negotiationLetter.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ userId: me.userId, status: "draft", response: null, sentAt: null });
    expect(row.generatedContent).not.toContain("attacker");

    const moved = await send(
      letterStatusRoute,
      me.jar,
      `/api/negotiations/${row.id}/status`,
      { ...hostile(victim), status: "sent", creditorName: "Evil", sentAt: LONG_AGO },
      { method: "PUT", params: { id: row.id } },
    );
    expect(moved.status).toBe(200);
    const after = await db.negotiationLetter.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({
      userId: me.userId,
      status: "sent",
      creditorName: "Bank",
      generatedContent: row.generatedContent,
    });
    expect(recent(after.sentAt)).toBe(true);
  });

  it("shared plans: the creator owns the plan; contributions are the caller's; invitees are invited members", async () => {
    const plan = await send(createPlanRoute, me.jar, "/api/shared/create", {
      ...hostile(victim),
      title: "Trip",
      goalAmount: "1000",
      targetDate: day(90),
    });
    expect(plan.status).toBe(201);
    expect(plan.body.id).not.toBe(EVIL_ID);
    expect(await db.sharedPlan.findUniqueOrThrow({ where: { id: plan.body.id } })).toMatchObject({
      ownerId: me.userId,
    });
    expect(
      await db.sharedPlanMember.findMany({
        where: { sharedPlanId: plan.body.id },
        select: { userId: true, role: true, status: true },
      }),
    ).toEqual([{ userId: me.userId, role: "owner", status: "active" }]);

    const contribution = await send(contributeRoute, me.jar, "/api/shared/contribute", {
      ...hostile(victim),
      sharedPlanId: plan.body.id,
      amount: "15",
    });
    expect(contribution.status).toBe(201);
    const contributionId = (contribution.body.contribution as { id: string }).id;
    expect(await db.sharedPlanContribution.findUniqueOrThrow({ where: { id: contributionId } })).toMatchObject({
      userId: me.userId,
      sharedPlanId: plan.body.id,
    });

    const invitee = uniqueEmail("mass-invitee");
    const invited = await send(inviteRoute, me.jar, "/api/shared/invite", {
      ...hostile(victim),
      shared_plan_id: plan.body.id,
      email: invitee,
      monthly_target: "5",
    });
    expect(invited.status).toBe(201);
    const member = await db.sharedPlanMember.findFirstOrThrow({
      where: { sharedPlanId: plan.body.id, email: invitee },
    });
    expect(member).toMatchObject({ userId: null, role: "member", status: "invited", acceptedAt: null });
    expect(member.inviteTokenHash).not.toBe("attacker-hash");
  });

  it("POST /api/referrals/link: the code is generated by the server", async () => {
    const res = await send(referralLinkRoute, me.jar, "/api/referrals/link", {
      ...hostile(victim),
      inviteCode: "attacker1",
    });
    expect(res.status).toBe(201);
    const { referralCode } = await db.user.findUniqueOrThrow({
      where: { id: me.userId },
      select: { referralCode: true },
    });
    expect(referralCode).toBe(res.body.inviteCode);
    expect(referralCode).not.toBe("attacker1");
  });

  it("POST /api/voice: the stored answer is the server's", async () => {
    const res = await send(voiceRoute, me.jar, "/api/voice", {
      ...hostile(victim),
      query: "What is my total debt?",
      confidence: 1,
      executedAction: "attack",
    });
    expect(res.status).toBe(201);
    const row = await db.voiceQuery.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.userId).toBe(me.userId);
    expect(row.response).not.toContain("attacker");
    expect(row.executedAction).not.toBe("attack");
  });

  it("PUT /api/reminders/preferences and POST /api/reminders/phone: a number is verified only by its code", async () => {
    const changed = await send(
      preferencesRoute,
      me.jar,
      "/api/reminders/preferences",
      { ...hostile(victim), daysBefore: 4 },
      { method: "PUT" },
    );
    expect(changed.status).toBe(200);
    const pref = await db.reminderPreference.findUniqueOrThrow({ where: { userId: me.userId } });
    expect(pref).toMatchObject({
      daysBefore: 4,
      phoneNumber: null,
      phoneVerifiedAt: null,
      smsEnabled: false,
      phoneCodeAttempts: 0,
    });
    expect(pref.unsubscribeTokenHash).not.toBe("attacker-hash");

    // The phone route is Pro only: a Pro user of its own, whose plan must not move either.
    const pro = await signUp({ verified: true, plan: "pro", prefix: "mass-phone" });
    const started = await send(phoneRoute, pro.jar, "/api/reminders/phone", {
      ...hostile(victim),
      subscriptionPlan: "free",
      phoneNumber: "(415) 555-0134",
    });
    expect(started.status).toBe(200);
    expect(await db.reminderPreference.findUniqueOrThrow({ where: { userId: pro.userId } })).toMatchObject({
      pendingPhoneNumber: "+14155550134",
      phoneNumber: null,
      phoneVerifiedAt: null,
      smsEnabled: false,
      phoneCodeAttempts: 0,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: pro.userId } })).subscriptionPlan).toBe("pro");
  });

  it("POST /api/billing/create-checkout-session: an open local session of the caller, for the plan asked", async () => {
    const res = await send(checkoutRoute, me.jar, "/api/billing/create-checkout-session", {
      ...hostile(victim),
      plan: "pro",
    });
    expect(res.status).toBe(200);
    const session = await db.checkoutSession.findUniqueOrThrow({ where: { id: res.body.sessionId as string } });
    expect(session).toMatchObject({
      userId: me.userId,
      plan: "pro",
      status: "open",
      provider: "local",
      completedAt: null,
    });
    expect(session.id).not.toBe(EVIL_ID);
  });
});
