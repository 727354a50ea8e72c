import { POST as createCheckoutRoute } from "@/app/api/billing/create-checkout-session/route";
import { POST as joinRoute } from "@/app/api/challenges/[id]/join/route";
import { PATCH as addToGoalRoute } from "@/app/api/goals/[id]/route";
import { POST as createGoalRoute } from "@/app/api/goals/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { DELETE as deletePaymentRoute, PATCH as updatePaymentRoute } from "@/app/api/payments/[id]/route";
import { POST as contributeRoute } from "@/app/api/shared/contribute/route";
import { POST as createPlanRoute } from "@/app/api/shared/create/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/db";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import type { GoalDto } from "@/lib/goals/types";
import type { SharedPlanDetailDto } from "@/lib/shared-plans/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import {
  checkoutCompletedEvent,
  signedPayload,
  stripeEvent,
  stripeStandInForFile,
} from "@/tests/support/stripe-standin";
import { signUp, markEmailVerified } from "@/tests/support/users";
import { insertDebt } from "@/tests/support/debts";
import { today, day } from "@/tests/support/calendar";

// Concurrent duplicates (docs/product-rules.md "The balance ledger", "Row locks"): the same request arriving several
// times at once must leave the data as if the requests had run one after the other. Each case fires its requests with
// Promise.all through the real handlers, so they race for the same PostgreSQL rows; the assertions are on what is
// stored afterwards.
//
// Already covered elsewhere and not repeated here: 8 different payments on one debt (payments.test.ts "never
// loses an update"), 5 x $30 against $100 (payments.test.ts "cannot be driven below zero"), a triple challenge
// join (challenges.test.ts "lets concurrent double joins create exactly one participation") and a single replayed
// webhook (billing.test.ts "treats a replay of the same event id as a no-op").

jest.setTimeout(60_000);

const WEBHOOK_SECRET = "whsec_concurrency_secret";
const PRICE_BASIC = "price_basic_concurrency";
const standin = stripeStandInForFile({
  webhookSecret: WEBHOOK_SECRET,
  priceBasic: PRICE_BASIC,
  pricePro: "price_pro_concurrency",
  quietWarnings: true,
});

afterAll(async () => {
  await db.$disconnect();
});

const TIMES = 8;

/** "YYYY-MM-DD" today (UTC). */
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const cents = (decimal: { toFixed(digits: number): string }) => Math.round(Number(decimal.toFixed(2)) * 100);

async function read<T>(res: Response): Promise<{ status: number; body: T }> {
  return { status: res.status, body: (await res.json()) as T };
}

// ---- payments ----------------------------------------------------------------------------------------------

describe("the same payment logged 8 times at once", () => {
  const log = async (jar: CookieJar, json: unknown) =>
    read<LogPaymentResultDto>(await callRoute(logPaymentRoute, { path: "/api/payments/log", json, jar }));

  async function debtOf(userId: string, balance: string) {
    return insertDebt({
      data: { userId, name: "Visa", balance, originalBalance: balance, interestRate: "19.990", minPayment: "25.00" },
    });
  }

  it("applies as many as the balance allows, refuses the overpayments and writes one event per payment row", async () => {
    const { jar, userId } = await signUp({ prefix: "race-pay" });
    // $100.00 takes three $30.00 payments; the fourth would overpay, so five of the eight must be refused.
    const debt = await debtOf(userId, "100.00");
    const results = await times(TIMES, () => log(jar, { debtId: debt.id, amount: "30.00", paymentDate: today() }));

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(3);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    for (const { body } of refused) {
      // Each refusal names the balance it saw, which is one the successful payments left behind.
      expect(body).toMatchObject({ error: { code: "bad_request", issues: [{ path: "amount" }] } });
      expect(JSON.stringify(body)).toContain("remaining balance of $10.00");
    }

    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    const payments = await db.payment.findMany({ where: { debtId: debt.id } });
    const paidCents = payments.reduce((sum, p) => sum + cents(p.amount), 0);
    expect(payments).toHaveLength(3);
    expect(cents(stored.balance)).toBe(10_000 - paidCents);
    expect(stored.balance.toFixed(2)).toBe("10.00");
    expect(stored.closedAt).toBeNull();

    // The balances the successful answers report are 70, 40 and 10 in some order: each saw the one before.
    expect(ok.map((r) => r.body.debt.balance).sort()).toEqual(["10.00", "40.00", "70.00"]);

    // One payment_logged event per stored payment, and the XP the answers reported is exactly what was stored.
    const events = await db.gamificationEvent.findMany({ where: { userId } });
    expect(events.filter((e) => e.type === "payment_logged")).toHaveLength(payments.length);
    expect(events.reduce((sum, e) => sum + e.xpGained, 0)).toBe(ok.reduce((sum, r) => sum + r.body.xpGained, 0));
    expect(await db.userBadge.count({ where: { userId, badgeCode: "first_payment" } })).toBe(1);
    expect(ok.flatMap((r) => r.body.newBadges.map((b) => b.code)).filter((c) => c === "first_payment")).toHaveLength(1);
    // Same-day payments: the streak is one day, never counted once per request.
    expect(await db.streak.findUniqueOrThrow({ where: { userId } })).toMatchObject({ currentDays: 1, longestDays: 1 });
    expect(ok.map((r) => r.body.updatedStreak)).toEqual(ok.map(() => ({ currentDays: 1, longestDays: 1 })));
  });

  it("two payments racing to pay off the same debt: exactly one closes it, the other is refused", async () => {
    const { jar, userId } = await signUp({ prefix: "race-close" });
    const debt = await debtOf(userId, "250.00");
    const results = await times(2, () => log(jar, { debtId: debt.id, amount: "250.00", paymentDate: today() }));

    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect(winner.body).toMatchObject({ debtClosed: true, debt: { balance: "0.00", isClosed: true } });
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toEqual({ error: { code: "conflict", message: "This debt is already paid off" } });

    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(stored.balance.toFixed(2)).toBe("0.00");
    expect(stored.closedAt).toBeInstanceOf(Date);
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(1);
    expect(await db.gamificationEvent.count({ where: { userId, type: "debt_closed" } })).toBe(1);
    expect(await db.gamificationEvent.count({ where: { userId, type: "payment_logged" } })).toBe(1);
    expect(await db.userBadge.count({ where: { userId, badgeCode: "first_debt_closed" } })).toBe(1);
  });

  it("eight full payoffs of the same debt at once: one closes it, seven answer 409, nothing goes negative", async () => {
    const { jar, userId } = await signUp({ prefix: "race-close8" });
    const debt = await debtOf(userId, "75.25");
    const results = await times(TIMES, () => log(jar, { debtId: debt.id, amount: "75.25", paymentDate: today() }));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(TIMES - 1).fill(409)]);
    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(stored.balance.toFixed(2)).toBe("0.00");
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(1);
    expect(await db.gamificationEvent.count({ where: { userId, type: "debt_closed" } })).toBe(1);
  });
});

describe("payments logged, edited and undone at once", () => {
  it("every change lands or is refused whole: the balance is the ledger's sum and matches the payments that remain", async () => {
    const { jar, userId } = await signUp({ prefix: "race-edit" });
    const debt = await insertDebt({
      data: {
        userId,
        name: "Visa",
        balance: "1000.00",
        originalBalance: "1000.00",
        interestRate: "0.000",
        minPayment: "25.00",
      },
    });
    const logged: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await callRoute(logPaymentRoute, {
        path: "/api/payments/log",
        json: { debtId: debt.id, amount: "50.00", paymentDate: today() },
        jar,
      });
      logged.push(((await res.json()) as LogPaymentResultDto).payment.id);
    }
    const edit = (id: string, amount: string) =>
      callRoute(updatePaymentRoute, {
        method: "PATCH",
        path: `/api/payments/${id}`,
        json: { amount },
        jar,
        params: { id },
      });
    const undo = (id: string) =>
      callRoute(deletePaymentRoute, { method: "DELETE", path: `/api/payments/${id}`, jar, params: { id } });
    const more = () =>
      callRoute(logPaymentRoute, {
        path: "/api/payments/log",
        json: { debtId: debt.id, amount: "10.00", paymentDate: today() },
        jar,
      });

    const statuses = (
      await Promise.all([
        edit(logged[0]!, "70.00"),
        edit(logged[0]!, "80.00"),
        undo(logged[1]!),
        undo(logged[1]!),
        edit(logged[2]!, "5.00"),
        more(),
        more(),
        undo(logged[3]!),
      ])
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBe(7); // the second undo of one payment is a 404
    expect(statuses.filter((s) => s === 404).length).toBe(1);

    const payments = await db.payment.findMany({ where: { debtId: debt.id } });
    const paid = payments.reduce((sum, p) => sum + cents(p.amount), 0);
    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    expect(cents(stored.balance)).toBe(100_000 - paid);
    const rows = await db.ledgerEntry.findMany({ where: { debtId: debt.id } });
    expect(rows.reduce((sum, r) => sum + Math.round(Number(r.amount.toFixed(2)) * 100), 0)).toBe(cents(stored.balance));
    expect(rows.filter((r) => r.kind === "payment")).toHaveLength(payments.length);
    // One XP event per remaining payment, each for its amount as it now is.
    expect(await db.gamificationEvent.count({ where: { userId, type: "payment_logged" } })).toBe(payments.length);
  });
});

// ---- challenges -------------------------------------------------------------------------------------------

describe("challenge join x8 at once", () => {
  it("answers one 201 and seven 409s and stores one participation", async () => {
    const { jar, userId } = await signUp({ prefix: "race-join" });
    const before = await db.challengeParticipation.count({ where: { challengeId: "no-spend-week" } });
    const results = await times(TIMES, async () =>
      read<{ error?: { code: string } }>(
        await callRoute(joinRoute, {
          method: "POST",
          path: "/api/challenges/no-spend-week/join",
          jar,
          params: { id: "no-spend-week" },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(TIMES - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error?.code).toBe("conflict");
    expect(await db.challengeParticipation.count({ where: { userId, challengeId: "no-spend-week" } })).toBe(1);
    // Other test files may join concurrently, so only this user's row is counted exactly; the total grew by >= 1.
    expect(await db.challengeParticipation.count({ where: { challengeId: "no-spend-week" } })).toBeGreaterThanOrEqual(
      before + 1,
    );
  });
});

// ---- Stripe webhooks --------------------------------------------------------------------------------------

describe("the same Stripe webhook event delivered 5 times at once", () => {
  function deliver(event: Record<string, unknown>) {
    const signed = signedPayload(event, WEBHOOK_SECRET);
    return callRoute(webhookRoute, {
      path: "/api/webhooks/stripe",
      rawBody: signed.rawBody,
      headers: { "content-type": "application/json", "stripe-signature": signed.signature },
    }).then((r) => read<{ received: true; outcome: string }>(r));
  }

  /** A user with a Stripe customer in the stand-in (through a first checkout) and that checkout's session id. */
  async function customerUser(prefix: string) {
    const user = await signUp({ prefix });
    const res = await callRoute(createCheckoutRoute, {
      path: "/api/billing/create-checkout-session",
      json: { plan: "basic" },
      jar: user.jar,
    });
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const { stripeCustomerId } = await db.user.findUniqueOrThrow({ where: { id: user.userId } });
    return { ...user, customerId: stripeCustomerId!, sessionId };
  }

  function paidInvoice(customer: string, subscription: string) {
    return {
      id: standin.nextId("in"),
      object: "invoice",
      customer,
      amount_paid: 1500,
      status: "paid",
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription, metadata: {} },
      },
    };
  }

  it("checkout.session.completed: the plan is applied once, one BillingEvent row, the rest answer duplicate", async () => {
    const user = await customerUser("race-hook");
    const sub = standin.setSubscription({
      customer: user.customerId,
      status: "active",
      price: PRICE_BASIC,
      metadata: { userId: user.userId, plan: "basic" },
    });
    const event = checkoutCompletedEvent(user, sub.id, "basic");
    standin.reset();

    const results = await times(5, () => deliver(event));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.body.outcome).sort()).toEqual([
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "processed",
    ]);
    // Applied once: Stripe was asked for the subscription by one delivery only.
    expect(standin.calls("GET", `/v1/subscriptions/${sub.id as string}`)).toHaveLength(1);
    expect(await db.billingEvent.count({ where: { id: event.id as string } })).toBe(1);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.userId } })).toMatchObject({
      subscriptionPlan: "basic",
      subscriptionStatus: "active",
      stripeSubscriptionId: sub.id,
    });
    expect(await db.checkoutSession.findUniqueOrThrow({ where: { id: user.sessionId } })).toMatchObject({
      status: "completed",
    });
  });

  it("invoice.paid for a referred friend: the referral is paid and the referrer credited exactly once", async () => {
    const referrer = await customerUser("race-referrer");
    const friend = await customerUser("race-friend");
    await markEmailVerified(friend.userId); // only a verified friend earns a reward (lib/referrals/service.ts)
    const sub = standin.setSubscription({
      customer: friend.customerId,
      status: "active",
      price: PRICE_BASIC,
      metadata: { userId: friend.userId, plan: "basic" },
    });
    const referral = await db.referral.create({
      data: {
        referrerId: referrer.userId,
        inviteCode: `RACE${Date.now().toString(36)}`,
        referredUserId: friend.userId,
        referredEmail: friend.email,
        status: "signed_up",
      },
    });

    const event = stripeEvent("invoice.paid", paidInvoice(friend.customerId, sub.id as string));
    const results = await times(5, () => deliver(event));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.outcome === "processed")).toHaveLength(1);
    expect(await db.billingEvent.count({ where: { id: event.id as string } })).toBe(1);

    // Then three different paid invoices of the same friend at once (next months, retries): still one reward.
    const others = [0, 1, 2].map(() => stripeEvent("invoice.paid", paidInvoice(friend.customerId, sub.id as string)));
    const more = await Promise.all(others.map((e) => deliver(e)));
    expect(more.map((r) => [r.status, r.body.outcome])).toEqual(others.map(() => [200, "processed"]));

    const after = await db.referral.findUniqueOrThrow({ where: { id: referral.id } });
    expect(after.status).toBe("paid");
    expect(after.reward.toFixed(2)).toBe("10.00");
    expect(after.stripeBalanceTxnId).toMatch(/^cbtxn_/);
    expect(standin.balanceTransactions.filter((t) => t.customer === referrer.customerId)).toEqual([
      expect.objectContaining({ amount: -1000, currency: "usd" }),
    ]);
    expect(await db.user.findUniqueOrThrow({ where: { id: friend.userId } })).toMatchObject({
      subscriptionPlan: "basic",
      subscriptionStatus: "active",
    });
  });
});

// ---- goals and shared plans -------------------------------------------------------------------------------

describe("contributions racing", () => {
  it("8 goal contributions at once: the saved total is their sum, one row each, completion awarded once", async () => {
    const { jar, userId } = await signUp({ plan: "basic", prefix: "race-goal" });
    await callRoute(joinRoute, {
      method: "POST",
      path: "/api/challenges/save-1000/join",
      jar,
      params: { id: "save-1000" },
    });
    const created = await callRoute(createGoalRoute, {
      path: "/api/goals",
      json: { name: "Savings", goalType: "savings", targetAmount: "100.00" },
      jar,
    });
    expect(created.status).toBe(201);
    const goal = (await created.json()) as GoalDto;

    // 8 x $17.31 = $138.48: crosses the $100 target somewhere in the middle, whichever request gets there.
    const results = await times(TIMES, async () =>
      read<GoalDto>(
        await callRoute(addToGoalRoute, {
          method: "PATCH",
          path: `/api/goals/${goal.id}`,
          json: { amount: "17.31" },
          jar,
          params: { id: goal.id },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    // Every answer saw a different running total: no two requests read the same stale amount.
    expect(new Set(results.map((r) => r.body.currentAmount)).size).toBe(TIMES);
    expect(
      results
        .map((r) => r.body.currentAmount)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1),
    ).toBe("138.48");

    const stored = await db.goal.findUniqueOrThrow({ where: { id: goal.id } });
    expect(stored.currentAmount.toFixed(2)).toBe("138.48");
    expect(stored.isCompleted).toBe(true);
    const rows = await db.goalContribution.findMany({ where: { goalId: goal.id } });
    expect(rows).toHaveLength(TIMES);
    expect(rows.reduce((sum, r) => sum + cents(r.amount), 0)).toBe(13_848);
    expect(await db.gamificationEvent.count({ where: { userId, type: "goal_completed" } })).toBe(1);
    // The savings challenge joined before moved by the same total.
    const participation = await db.challengeParticipation.findUniqueOrThrow({
      where: { userId_challengeId: { userId, challengeId: "save-1000" } },
    });
    expect(participation.progress.toFixed(2)).toBe("138.48");
  });

  it("shared-plan contributions from two members at once: the plan's total is their sum", async () => {
    const owner = await signUp({ prefix: "race-owner" });
    const member = await signUp({ prefix: "race-member" });
    const res = await callRoute(createPlanRoute, {
      path: "/api/shared/create",
      json: {
        title: "Race plan",
        goalAmount: "500",
        targetDate: day(90),
      },
      jar: owner.jar,
    });
    expect(res.status).toBe(201);
    const plan = (await res.json()) as SharedPlanDetailDto;
    // The invitation flow is covered in shared-plans.test.ts; here the member row is written directly.
    await db.sharedPlanMember.create({
      data: {
        sharedPlanId: plan.id,
        userId: member.userId,
        email: member.email.toLowerCase(),
        role: "member",
        status: "active",
        acceptedAt: new Date(),
      },
    });

    const amounts = ["10.01", "20.02", "30.03", "40.04", "50.05", "60.06", "70.07", "80.08"];
    const results = await Promise.all(
      amounts.map(async (amount, i) =>
        read<{ totalContributions: string; contributionCount: number }>(
          await callRoute(contributeRoute, {
            path: "/api/shared/contribute",
            json: { sharedPlanId: plan.id, amount },
            jar: (i % 2 ? member : owner).jar,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 201));
    // The last answer to be computed saw every contribution.
    expect(results.map((r) => r.body.totalContributions)).toContain("360.36");
    expect(Math.max(...results.map((r) => r.body.contributionCount))).toBe(amounts.length);

    const rows = await db.sharedPlanContribution.findMany({ where: { sharedPlanId: plan.id } });
    expect(rows).toHaveLength(amounts.length);
    expect(rows.reduce((sum, r) => sum + cents(r.amount), 0)).toBe(36_036);
    expect(rows.filter((r) => r.userId === member.userId)).toHaveLength(4);
  });
});
