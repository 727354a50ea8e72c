import { DELETE as deleteRoute } from "@/app/api/account/route";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as debtsRoute } from "@/app/api/debts/route";
import type { AccountExport } from "@/lib/account/types";
import { db } from "@/lib/db";
import { CookieJar, callRoute, uniqueEmail } from "@/tests/support/route-client";
import { stripeStandInForFile } from "@/tests/support/stripe-standin";
import { signUp } from "@/tests/support/users";
import { insertDebt } from "@/tests/support/debts";
import { today } from "@/tests/support/calendar";

// Account data export and deletion. Stripe is configured for the whole file (env() is read once
// per test file) and pointed at the local stand-in; users without a Stripe subscription take the same path as a
// keyless run (no Stripe call, the local plan state goes with the user).

jest.setTimeout(60_000);

const PRICE_PRO = "price_pro_standin";
const standin = stripeStandInForFile({
  webhookSecret: "whsec_standin_secret",
  priceBasic: "price_basic_standin",
  pricePro: PRICE_PRO,
});
/** Makes the seeded secrets unique per run (some columns are unique, and the database outlives a run). */
const RUN = Date.now().toString(36);

afterAll(async () => {
  await db.$disconnect();
});

beforeEach(() => standin.reset());

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const exportAs = (jar: CookieJar) => callRoute(exportRoute, { path: "/api/account/export", jar });
const deleteAs = (jar: CookieJar, json?: unknown) =>
  callRoute(deleteRoute, { method: "DELETE", path: "/api/account", json, jar });

async function exportJson(jar: CookieJar): Promise<{ text: string; doc: AccountExport; res: Response }> {
  const res = await exportAs(jar);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, doc: JSON.parse(text) as AccountExport, res };
}

// ---- a user with a row in every table ---------------------------------------------------------------------

type Seeded = Awaited<ReturnType<typeof seedUser>>;

/** The seeded card's columns, which the export gives back as they were written. */
const CARD = {
  balance: "1234.50",
  originalBalance: "2000.00",
  interestRate: "19.990",
  minPayment: "45.00",
  dueDay: 12,
  kind: "credit_card",
} as const;

/** Signs up a user and gives them a record of every kind; every free-text field carries `tag`. */
async function seedUser(tag: string) {
  const user = await signUp({ prefix: `acct-${tag}`, firstName: `First${tag}` });
  const { userId, email } = user;
  const [content, challenge] = await Promise.all([
    db.educationContent.findFirstOrThrow(),
    db.challenge.findFirstOrThrow(),
  ]);

  const debt = await insertDebt({
    data: {
      userId,
      name: `Card ${tag}`,
      ...CARD,
      promoRate: "0",
      promoEndsOn: "2099-12",
      deferredInterest: true,
    },
  });
  const payment = await db.payment.create({
    data: {
      userId,
      debtId: debt.id,
      amount: "125.00",
      description: `Payment ${tag}`,
      paymentDate: new Date("2026-01-15T00:00:00Z"),
    },
  });
  const strategy = await db.strategy.create({
    data: {
      userId,
      strategyType: "avalanche",
      savedStrategy: "custom",
      totalDebt: "1234.50",
      totalInterest: "88.10",
      payoffTimeMonths: 14,
      result: { note: `Result ${tag}` },
      aiMessage: `Advice ${tag}`,
      briefMessage: `In brief ${tag}`,
    },
  });
  await db.payoffPlan.create({
    data: {
      userId,
      strategy: "custom",
      monthlyBudget: "175.00",
      customOrder: [debt.id],
      lumpSums: [{ amount: "500.00", month: "2099-04" }],
    },
  });
  const event = await db.gamificationEvent.create({
    data: { userId, type: "payment_logged", description: `Event ${tag}`, xpGained: 12 },
  });
  await db.userBadge.create({ data: { userId, badgeCode: "first_payment" } });
  await db.streak.create({
    data: { userId, currentDays: 3, longestDays: 5, lastPaymentDate: new Date("2026-01-15T00:00:00Z") },
  });
  const goal = await db.goal.create({
    data: {
      userId,
      name: "Savings",
      goalType: "savings",
      targetAmount: "5000.00",
      currentAmount: "250.00",
      targetDate: new Date("2027-06-30T00:00:00Z"),
    },
  });
  const goalContribution = await db.goalContribution.create({ data: { userId, goalId: goal.id, amount: "250.00" } });
  await db.educationProgress.create({
    data: { userId, contentId: content.id, timeSpent: 90, completed: true, completedAt: new Date() },
  });
  const participation = await db.challengeParticipation.create({
    data: {
      userId,
      challengeId: challenge.id,
      progress: "40.00",
      startDate: new Date(),
      endDate: new Date(Date.now() + 7 * 86_400_000),
    },
  });
  await db.challengeCheckIn.create({
    data: { participationId: participation.id, day: new Date("2026-01-16T00:00:00Z") },
  });
  const letter = await db.negotiationLetter.create({
    data: {
      userId,
      debtId: debt.id,
      templateType: "hardship",
      creditorName: `Bank ${tag}`,
      accountLast4: "4321",
      userInputs: { hardshipReason: `Reason ${tag}` },
      generatedContent: `Letter ${tag}`,
      aiSuggestions: [`Tip ${tag}`],
    },
  });
  const plan = await db.sharedPlan.create({
    data: {
      ownerId: userId,
      title: `Plan ${tag}`,
      goalAmount: "3000.00",
      targetDate: new Date("2027-01-01T00:00:00Z"),
      members: { create: [{ userId, email, role: "owner", status: "active", acceptedAt: new Date() }] },
    },
  });
  const ownContribution = await db.sharedPlanContribution.create({
    data: { sharedPlanId: plan.id, userId, amount: "60.00", description: `Own contribution ${tag}` },
  });
  const voice = await db.voiceQuery.create({
    data: { userId, query: `Question ${tag}`, response: `Answer ${tag}`, confidence: 0.9 },
  });
  await db.reminderPreference.create({
    data: {
      userId,
      smsEnabled: true,
      phoneNumber: "+15555550123",
      phoneCodeHash: `phonecodehash-${tag}-secret-${RUN}`,
      unsubscribeTokenHash: `unsubhash-${tag}-secret-${RUN}`,
    },
  });
  await db.reminderLog.create({
    data: { debtId: debt.id, dueDate: new Date("2026-02-12T00:00:00Z"), channel: "email", kind: "due_soon" },
  });
  const message = await db.outboxMessage.create({
    data: {
      channel: "email",
      to: email,
      subject: `Subject ${tag}`,
      body: `Body ${tag} https://x.test/api/auth/callback/email?token=linksecret-${tag}-${RUN}`,
      kind: "sign_in",
      userId,
    },
  });
  const checkout = await db.checkoutSession.create({ data: { userId, plan: "pro", provider: "local" } });
  const billingEvent = await db.billingEvent.create({
    data: {
      id: `evt_acct_${tag}_${RUN}`,
      type: "checkout.session.completed",
      userId,
      payload: { customer_email: email, secret: `payloadsecret-${tag}-${RUN}` },
    },
  });
  await db.account.create({
    data: {
      userId,
      type: "oauth",
      provider: "github",
      providerAccountId: `gh-${tag}-${RUN}`,
      access_token: `oauthsecret-${tag}-${RUN}`,
      refresh_token: `refreshsecret-${tag}-${RUN}`,
    },
  });
  await db.verificationToken.create({
    data: { identifier: email, token: `verifytoken-${tag}-${RUN}`, expires: new Date(Date.now() + 3_600_000) },
  });

  return {
    ...user,
    tag,
    ids: {
      debt: debt.id,
      payment: payment.id,
      strategy: strategy.id,
      event: event.id,
      goal: goal.id,
      goalContribution: goalContribution.id,
      participation: participation.id,
      letter: letter.id,
      plan: plan.id,
      ownContribution: ownContribution.id,
      voice: voice.id,
      message: message.id,
      checkout: checkout.id,
      billingEvent: billingEvent.id,
    },
  };
}

/**
 * Ties two users together the way the app does: each is an active member of the other's plan and contributes
 * to it, `b` referred `a`, and a mail was sent to `a`'s address before it had an account (no userId).
 */
async function link(a: Seeded, b: Seeded) {
  await db.sharedPlanMember.create({
    data: {
      sharedPlanId: b.ids.plan,
      userId: a.userId,
      email: a.email,
      status: "active",
      acceptedAt: new Date(),
      monthlyTarget: "75.00",
    },
  });
  await db.sharedPlanMember.create({
    data: { sharedPlanId: a.ids.plan, userId: b.userId, email: b.email, status: "active", acceptedAt: new Date() },
  });
  const aToB = await db.sharedPlanContribution.create({
    data: { sharedPlanId: b.ids.plan, userId: a.userId, amount: "33.00", description: `Into other plan ${a.tag}` },
  });
  const bToA = await db.sharedPlanContribution.create({
    data: { sharedPlanId: a.ids.plan, userId: b.userId, amount: "44.00", description: `Into other plan ${b.tag}` },
  });
  const referral = await db.referral.create({
    data: {
      referrerId: b.userId,
      inviteCode: `code${b.tag}`.slice(0, 8),
      referredUserId: a.userId,
      referredEmail: a.email,
      status: "signed_up",
    },
  });
  const invitationMail = await db.outboxMessage.create({
    data: {
      channel: "email",
      to: a.email,
      subject: `Invitation for ${a.tag}`,
      body: "Join https://x.test/invite/invitesecret",
      kind: "shared_plan_invite",
    },
  });
  return { aToB: aToB.id, bToA: bToA.id, referral: referral.id, invitationMail: invitationMail.id };
}

/** Rows that belong to the user, per model (by userId, or through the user's parent rows / address). */
async function countsFor(userId: string, email: string) {
  const byUser = { where: { userId } };
  const queries: Record<string, Promise<number>> = {
    user: db.user.count({ where: { id: userId } }),
    account: db.account.count(byUser),
    session: db.session.count(byUser),
    debt: db.debt.count(byUser),
    payment: db.payment.count(byUser),
    strategy: db.strategy.count(byUser),
    payoffPlan: db.payoffPlan.count(byUser),
    gamificationEvent: db.gamificationEvent.count(byUser),
    userBadge: db.userBadge.count(byUser),
    streak: db.streak.count(byUser),
    goal: db.goal.count(byUser),
    goalContribution: db.goalContribution.count(byUser),
    educationProgress: db.educationProgress.count(byUser),
    challengeParticipation: db.challengeParticipation.count(byUser),
    challengeCheckIn: db.challengeCheckIn.count({ where: { participation: { userId } } }),
    negotiationLetter: db.negotiationLetter.count(byUser),
    sharedPlanOwned: db.sharedPlan.count({ where: { ownerId: userId } }),
    sharedPlanMember: db.sharedPlanMember.count({ where: { OR: [{ userId }, { email }] } }),
    sharedPlanContribution: db.sharedPlanContribution.count(byUser),
    referralMade: db.referral.count({ where: { referrerId: userId } }),
    referralNamingUser: db.referral.count({ where: { OR: [{ referredUserId: userId }, { referredEmail: email }] } }),
    voiceQuery: db.voiceQuery.count(byUser),
    reminderPreference: db.reminderPreference.count(byUser),
    reminderLog: db.reminderLog.count({ where: { debt: { userId } } }),
    outboxMessage: db.outboxMessage.count({ where: { OR: [{ userId }, { to: email }] } }),
    billingEvent: db.billingEvent.count(byUser),
    checkoutSession: db.checkoutSession.count(byUser),
    verificationToken: db.verificationToken.count({ where: { identifier: email } }),
  };
  const values = await Promise.all(Object.values(queries));
  return Object.fromEntries(Object.keys(queries).map((name, i) => [name, values[i]!]));
}

// ---- export -------------------------------------------------------------------------------------------------

describe("GET /api/account/export", () => {
  it("is an attachment with every section of the user's records and nothing of another user's", async () => {
    const a = await seedUser("alpha");
    const b = await seedUser("bravo");
    const links = await link(a, b);

    const { doc, text, res } = await exportJson(a.jar);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="debtwise-export-${today()}.json"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    expect(doc.schemaVersion).toBe(1);
    expect(doc.exportedAt.slice(0, 10)).toBe(today());
    expect(doc.profile).toMatchObject({ id: a.userId, email: a.email, firstName: "Firstalpha", hasPassword: true });
    expect(doc.profile.linkedSignInProviders).toEqual([
      { provider: "github", type: "oauth", linkedAt: expect.any(String) },
    ]);
    expect(doc.subscription).toMatchObject({ plan: "free", status: "active", stripeSubscriptionId: null });
    expect(doc.debts).toEqual([
      expect.objectContaining({
        id: a.ids.debt,
        name: "Card alpha",
        ...CARD,
        promoRate: "0.000",
        // Set by the server: the month the debt's ledger opened (today, for this one).
        promoStartsOn: today().slice(0, 7),
        promoEndsOn: "2099-12",
        deferredInterest: true,
      }),
    ]);
    expect(doc.payments).toEqual([
      {
        id: a.ids.payment,
        debtId: a.ids.debt,
        amount: "125.00",
        description: "Payment alpha",
        paymentDate: "2026-01-15",
        createdAt: expect.any(String),
      },
    ]);
    expect(doc.strategies).toEqual([
      expect.objectContaining({
        id: a.ids.strategy,
        strategyType: "avalanche",
        savedStrategy: "custom",
        totalDebt: "1234.50",
        totalInterest: "88.10",
        payoffTimeMonths: 14,
        result: { note: "Result alpha" },
        aiMessage: "Advice alpha",
        briefMessage: "In brief alpha",
      }),
    ]);
    expect(doc.payoffPlan).toEqual({
      strategy: "custom",
      monthlyBudget: "175.00",
      customOrder: [a.ids.debt],
      lumpSums: [{ amount: "500.00", month: "2099-04" }],
      savedAt: null,
      versions: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(doc.gamification.events.map((e) => e.id)).toContain(a.ids.event);
    expect(doc.gamification.badges).toEqual([
      { badgeCode: "first_payment", label: expect.any(String), earnedAt: expect.any(String) },
    ]);
    expect(doc.gamification.streak).toMatchObject({ currentDays: 3, longestDays: 5, lastPaymentDate: "2026-01-15" });
    expect(doc.goals).toEqual([
      expect.objectContaining({
        id: a.ids.goal,
        name: "Savings",
        targetAmount: "5000.00",
        currentAmount: "250.00",
        targetDate: "2027-06-30",
        contributions: [{ id: a.ids.goalContribution, amount: "250.00", createdAt: expect.any(String) }],
      }),
    ]);
    expect(doc.education).toEqual([
      expect.objectContaining({ timeSpent: 90, completed: true, title: expect.any(String) }),
    ]);
    expect(doc.challenges).toEqual([
      expect.objectContaining({ id: a.ids.participation, progress: "40.00", checkIns: ["2026-01-16"] }),
    ]);
    expect(doc.negotiationLetters).toEqual([
      expect.objectContaining({
        id: a.ids.letter,
        creditorName: "Bank alpha",
        accountLast4: "4321",
        generatedContent: "Letter alpha",
        userInputs: { hardshipReason: "Reason alpha" },
      }),
    ]);

    // Shared plans: the owned plan with the addresses the user invited; the joined plan with only the user's row;
    // the user's own contributions only.
    expect(doc.sharedPlans.owned).toHaveLength(1);
    expect(doc.sharedPlans.owned[0]).toMatchObject({
      id: a.ids.plan,
      title: "Plan alpha",
      goalAmount: "3000.00",
      targetDate: "2027-01-01",
    });
    expect(doc.sharedPlans.owned[0]!.members.map((m) => [m.email, m.role])).toEqual([
      [a.email, "owner"],
      [b.email, "member"],
    ]);
    expect(doc.sharedPlans.memberships).toEqual([
      {
        plan: expect.objectContaining({ id: b.ids.plan, title: "Plan bravo" }),
        membership: expect.objectContaining({
          email: a.email,
          role: "member",
          status: "active",
          monthlyTarget: "75.00",
        }),
      },
    ]);
    expect(doc.sharedPlans.contributions.map((c) => c.id).sort()).toEqual([a.ids.ownContribution, links.aToB].sort());

    expect(doc.referrals.made).toEqual([]);
    expect(doc.referrals.referredBy).toMatchObject({ status: "signed_up" });
    expect(doc.voiceQueries).toEqual([
      expect.objectContaining({ id: a.ids.voice, query: "Question alpha", response: "Answer alpha", confidence: 0.9 }),
    ]);
    expect(doc.reminders.preferences).toMatchObject({ smsEnabled: true, phoneNumber: "+15555550123", daysBefore: 3 });
    expect(doc.reminders.logs).toEqual([
      expect.objectContaining({ debtId: a.ids.debt, dueDate: "2026-02-12", channel: "email", kind: "due_soon" }),
    ]);
    // The sign-up's own verification mail is one of the user's messages too.
    const signUpMail = await db.outboxMessage.findFirstOrThrow({ where: { userId: a.userId, kind: "verify_email" } });
    expect(doc.messages.map((m) => m.id).sort()).toEqual([a.ids.message, links.invitationMail, signUpMail.id].sort());
    expect(doc.billing.checkoutSessions).toEqual([
      expect.objectContaining({ id: a.ids.checkout, plan: "pro", provider: "local", status: "open" }),
    ]);
    expect(doc.billing.events).toEqual([
      { id: a.ids.billingEvent, type: "checkout.session.completed", processedAt: expect.any(String) },
    ]);

    // Nothing of the other user's: none of their record ids, their texts, or their contribution to A's plan.
    for (const id of Object.values(b.ids).filter((id) => id !== b.ids.plan)) expect(text).not.toContain(id);
    expect(text).not.toContain(links.bToA);
    for (const word of [
      "Card bravo",
      "Payment bravo",
      "Question bravo",
      "Letter bravo",
      "Bank bravo",
      "Subject bravo",
      "Into other plan bravo",
    ]) {
      expect(text).not.toContain(word);
    }
    // B's address appears only where A typed it: A's own plan's invitation list.
    expect(text.split(b.email)).toHaveLength(2);
  });

  it("contains no secret field names or values", async () => {
    const a = await seedUser("secret");
    const { text } = await exportJson(a.jar);
    const user = await db.user.findUniqueOrThrow({ where: { id: a.userId }, select: { passwordHash: true } });
    const sessions = await db.session.findMany({
      where: { userId: a.userId },
      select: { id: true, sessionToken: true },
    });
    expect(user.passwordHash).toBeTruthy();
    expect(sessions.length).toBeGreaterThan(0);

    const keys = new Set<string>();
    JSON.parse(text, (key, value: unknown) => {
      keys.add(key);
      return value;
    });
    for (const secretKey of [
      "passwordHash",
      "sessionToken",
      "sid",
      "sessions",
      "tokenHash",
      "inviteTokenHash",
      "unsubscribeTokenHash",
      "phoneCodeHash",
      "access_token",
      "refresh_token",
      "id_token",
      "token",
      "payload",
      "body",
      "html",
      "stripeBalanceTxnId",
    ]) {
      expect(keys).not.toContain(secretKey);
    }
    for (const key of keys) expect(key).not.toMatch(/hash|secret|token/i);

    const secretValues = [
      user.passwordHash!,
      ...sessions.flatMap((s) => [s.id, s.sessionToken]),
      `phonecodehash-secret-secret-${RUN}`,
      `unsubhash-secret-secret-${RUN}`,
      `linksecret-secret-${RUN}`,
      `payloadsecret-secret-${RUN}`,
      `oauthsecret-secret-${RUN}`,
      `refreshsecret-secret-${RUN}`,
      `verifytoken-secret-${RUN}`,
      a.jar.get("authjs.session-token")!,
    ];
    for (const value of secretValues) expect(text).not.toContain(value);
  });

  it("answers 401 without a session", async () => {
    const res = await exportAs(new CookieJar());
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
  });

  it("is rate limited to 10 exports an hour per user", async () => {
    const { jar } = await signUp({ prefix: "acct-limit" });
    for (let i = 0; i < 10; i++) expect((await exportAs(jar)).status).toBe(200);
    const res = await exportAs(jar);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

// ---- deletion -----------------------------------------------------------------------------------------------

describe("DELETE /api/account", () => {
  it("answers 400 with a field message without or with a wrong confirmation, and deletes nothing", async () => {
    const a = await seedUser("keep");
    const before = await countsFor(a.userId, a.email);

    for (const [json, message] of [
      [undefined, "Type your e-mail address to confirm"],
      [{}, "Type your e-mail address to confirm"],
      [{ confirm: "   " }, "Type your e-mail address to confirm"],
      [{ confirm: uniqueEmail("someone-else") }, "That is not the e-mail address of this account"],
      [{ confirm: 42 }, "Type your e-mail address to confirm"],
    ] as const) {
      const res = await deleteAs(a.jar, json);
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("bad_request");
      expect(body.error.issues).toEqual([{ path: "confirm", message }]);
    }
    expect(await countsFor(a.userId, a.email)).toEqual(before);
    expect((await exportAs(a.jar)).status).toBe(200);
    expect(standin.requests).toHaveLength(0);
  });

  it("answers 204, erases every row of the user, clears the cookie, and leaves the other user's rows", async () => {
    const a = await seedUser("gone");
    const b = await seedUser("stays");
    const links = await link(a, b);
    // A second signed-in device of A: it must stop working too.
    const otherDevice = a.jar.clone();
    const before = await countsFor(a.userId, a.email);
    // Every kind of row exists before (A referred nobody; B referred A).
    expect(Object.entries(before).filter(([model, count]) => count === 0 && model !== "referralMade")).toEqual([]);
    const bBefore = await countsFor(b.userId, b.email);

    // Case and spaces do not matter in the typed address.
    const res = await deleteAs(a.jar, { confirm: `  ${a.email.toUpperCase()} ` });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
    expect(cleared).toMatch(/^authjs\.session-token=;.*Max-Age=0/i);
    expect(a.jar.get("authjs.session-token")).toBeUndefined();
    expect(standin.requests).toHaveLength(0); // no Stripe subscription: Stripe is not called

    const after = await countsFor(a.userId, a.email);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((k) => [k, 0])));

    // The referrer keeps the referral (and any reward), without A's identity; the processed billing event stays
    // (replay protection) without A's data.
    expect(await db.referral.findUniqueOrThrow({ where: { id: links.referral } })).toMatchObject({
      referrerId: b.userId,
      referredUserId: null,
      referredEmail: null,
    });
    expect(await db.billingEvent.findUniqueOrThrow({ where: { id: a.ids.billingEvent } })).toMatchObject({
      userId: null,
      payload: { erased: "account deleted" },
    });
    // A's plan went with its members and contributions (B's included); A's membership in B's plan and A's
    // contribution to it are gone, B's plan stays.
    expect(await db.sharedPlan.count({ where: { id: a.ids.plan } })).toBe(0);
    expect(await db.sharedPlanContribution.count({ where: { id: { in: [links.aToB, links.bToA] } } })).toBe(0);
    expect(await db.sharedPlan.count({ where: { id: b.ids.plan } })).toBe(1);

    // B: everything stays except what hung off A (B's membership in and contribution to A's plan).
    const bAfter = await countsFor(b.userId, b.email);
    expect(bAfter).toEqual({
      ...bBefore,
      sharedPlanMember: bBefore.sharedPlanMember! - 1,
      sharedPlanContribution: bBefore.sharedPlanContribution! - 1,
    });
    expect((await callRoute(debtsRoute, { path: "/api/debts", jar: b.jar })).status).toBe(200);

    // Every session of A is dead, the one that deleted and the other device.
    for (const jar of [a.jar, otherDevice]) {
      expect((await exportAs(jar)).status).toBe(401);
      expect((await callRoute(debtsRoute, { path: "/api/debts", jar })).status).toBe(401);
    }
    expect((await deleteAs(otherDevice, { confirm: a.email })).status).toBe(401);
  });

  it("deletes a keyless local subscription with the user, without calling Stripe", async () => {
    const { jar, userId, email } = await signUp({ prefix: "acct-local", plan: "pro" });
    await db.user.update({
      where: { id: userId },
      data: { subscriptionStatus: "active", subscriptionCurrentPeriodEnd: new Date(Date.now() + 86_400_000) },
    });
    const res = await deleteAs(jar, { confirm: email });
    expect(res.status).toBe(204);
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
    expect(standin.requests).toHaveLength(0);
  });

  it("cancels a live Stripe subscription immediately before deleting", async () => {
    const { jar, userId, email } = await signUp({ prefix: "acct-stripe" });
    const sub = standin.setSubscription({
      id: `sub_acct_live_${userId}`,
      customer: "cus_acct_live",
      status: "active",
      price: PRICE_PRO,
      metadata: { userId, plan: "pro" },
    });
    await db.user.update({
      where: { id: userId },
      data: {
        subscriptionPlan: "pro",
        subscriptionStatus: "active",
        stripeCustomerId: `cus_acct_${userId}`,
        stripeSubscriptionId: sub.id as string,
      },
    });

    const res = await deleteAs(jar, { confirm: email });
    expect(res.status).toBe(204);
    expect(standin.calls("DELETE", "/v1/subscriptions/")).toEqual([
      expect.objectContaining({
        path: `/v1/subscriptions/${sub.id as string}`,
        authorization: "Bearer sk_test_standin",
      }),
    ]);
    expect(standin.subscriptions.get(sub.id as string)?.status).toBe("canceled");
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
  });

  it("does not call Stripe for a subscription that already ended", async () => {
    const { jar, userId, email } = await signUp({ prefix: "acct-ended" });
    await db.user.update({
      where: { id: userId },
      data: { subscriptionStatus: "canceled", stripeSubscriptionId: `sub_ended_${userId}` },
    });
    expect((await deleteAs(jar, { confirm: email })).status).toBe(204);
    expect(standin.requests).toHaveLength(0);
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
  });

  it("still deletes when Stripe no longer knows the subscription", async () => {
    const { jar, userId, email } = await signUp({ prefix: "acct-missing" });
    await db.user.update({
      where: { id: userId },
      data: { subscriptionPlan: "pro", subscriptionStatus: "active", stripeSubscriptionId: `sub_missing_${userId}` },
    });
    expect((await deleteAs(jar, { confirm: email })).status).toBe(204);
    expect(standin.calls("DELETE", "/v1/subscriptions/")).toHaveLength(1);
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
  });

  it("answers 503 and deletes nothing when Stripe fails to cancel", async () => {
    const a = await seedUser("stripefail");
    const sub = standin.setSubscription({
      id: `sub_acct_fail_${a.userId}`,
      customer: "cus_acct_fail",
      status: "active",
      price: PRICE_PRO,
    });
    await db.user.update({
      where: { id: a.userId },
      data: { subscriptionPlan: "pro", subscriptionStatus: "active", stripeSubscriptionId: sub.id as string },
    });
    const before = await countsFor(a.userId, a.email);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      standin.failNext = 10; // more than the SDK's retries
      const res = await deleteAs(a.jar, { confirm: a.email });
      expect(res.status).toBe(503);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("unavailable");
      expect(body.error.message).toMatch(/nothing was deleted/);
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining(`cancelling Stripe subscription ${sub.id as string}`),
        expect.anything(),
      );
    } finally {
      errors.mockRestore();
    }
    expect(standin.calls("DELETE", "/v1/subscriptions/").length).toBeGreaterThan(0);
    expect(standin.subscriptions.get(sub.id as string)?.status).toBe("active");
    expect(await countsFor(a.userId, a.email)).toEqual(before);
    // Still signed in: the session survived.
    expect((await exportAs(a.jar)).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const res = await deleteAs(new CookieJar(), { confirm: "someone@example.com" });
    expect(res.status).toBe(401);
  });
});
