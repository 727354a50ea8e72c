import { POST as createCheckoutRoute } from "@/app/api/billing/create-checkout-session/route";
import { POST as createSubscriptionRoute } from "@/app/api/billing/create-subscription/route";
import { GET as localCheckoutRoute } from "@/app/api/billing/local-checkout/[sessionId]/route";
import { POST as completeLocalRoute } from "@/app/api/billing/local-checkout/[sessionId]/complete/route";
import { POST as localCancelRoute } from "@/app/api/billing/local/cancel/route";
import { POST as portalRoute } from "@/app/api/billing/portal/route";
import { GET as statusRoute } from "@/app/api/billing/status/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { db } from "@/lib/db";
import { CookieJar, TEST_ORIGIN, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The keyless local checkout (no STRIPE_SECRET_KEY, as in `npm start` and the other suites): create ->
// test checkout page data -> complete -> the plan applied through applySubscriptionState, the same code the
// Stripe webhook uses. Stripe-configured billing is in billing.test.ts.

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string } };
const DAY_MS = 86_400_000;

const checkout = (jar: CookieJar, plan: unknown) =>
  callRoute(createCheckoutRoute, { path: "/api/billing/create-checkout-session", json: { plan }, jar });
const page = (jar: CookieJar, id: string) =>
  callRoute(localCheckoutRoute, { path: `/api/billing/local-checkout/${id}`, jar, params: { sessionId: id } });
const complete = (jar: CookieJar, id: string) =>
  callRoute(completeLocalRoute, {
    path: `/api/billing/local-checkout/${id}/complete`,
    method: "POST",
    jar,
    params: { sessionId: id },
  });
const status = async (jar: CookieJar) =>
  (await callRoute(statusRoute, { path: "/api/billing/status", jar })).json() as Promise<Record<string, unknown>>;
const cancel = (jar: CookieJar) =>
  callRoute(localCancelRoute, { path: "/api/billing/local/cancel", method: "POST", jar });

async function startCheckout(jar: CookieJar, plan: "basic" | "pro"): Promise<string> {
  const res = await checkout(jar, plan);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/checkout/[^/]+$`));
  return url.split("/").at(-1)!;
}

describe("local checkout", () => {
  it("upgrades a free user to Basic with a 14-day trial, then lets them add a second debt", async () => {
    const { jar, userId } = await signUp({ prefix: "local" });
    const debt = { name: "Visa", balance: "1200", interestRate: "19.99", minPayment: "40" };
    expect((await callRoute(createDebtRoute, { path: "/api/debts", json: debt, jar })).status).toBe(201);
    expect(
      (await callRoute(createDebtRoute, { path: "/api/debts", json: { ...debt, name: "Loan" }, jar })).status,
    ).toBe(403);

    const id = await startCheckout(jar, "basic");
    const before = await page(jar, id);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({
      id,
      plan: "basic",
      planName: "Basic",
      priceMonthlyUsd: 15,
      trial: "new",
      trialDays: 14,
      trialEndsAt: expect.any(String),
      status: "open",
      expiresAt: expect.any(String),
    });

    const started = Date.now();
    const res = await complete(jar, id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { plan: string; status: string; currentPeriodEnd: string };
    expect(body).toMatchObject({ plan: "basic", status: "trialing" });
    const trialEnd = new Date(body.currentPeriodEnd).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(started + 14 * DAY_MS - 1000);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS + 1000);

    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      subscriptionPlan: "basic",
      subscriptionStatus: "trialing",
      stripeSubscriptionId: null,
      subscriptionCancelAtPeriodEnd: false,
    });
    expect(await status(jar)).toMatchObject({
      plan: "basic",
      planName: "Basic",
      status: "trialing",
      provider: "local",
      canManageBilling: true,
    });
    expect(await (await page(jar, id)).json()).toMatchObject({ status: "completed" });
    expect(await db.billingEvent.findUnique({ where: { id: `local_checkout_${id}` } })).toMatchObject({
      userId,
      type: "local.checkout.completed",
    });

    expect(
      (await callRoute(createDebtRoute, { path: "/api/debts", json: { ...debt, name: "Loan" }, jar })).status,
    ).toBe(201);
  });

  it("starts a real 14-day Pro trial for an account that has not had one", async () => {
    const { jar, userId } = await signUp({ prefix: "local" });
    const id = await startCheckout(jar, "pro");
    expect(await status(jar)).toMatchObject({ trialAvailable: true });
    expect(await (await page(jar, id)).json()).toMatchObject({ plan: "pro", trial: "new", trialDays: 14 });
    const body = (await (await complete(jar, id)).json()) as { plan: string; status: string; currentPeriodEnd: string };
    expect(body).toMatchObject({ plan: "pro", status: "trialing" });
    expect(Math.round((new Date(body.currentPeriodEnd).getTime() - Date.now()) / DAY_MS)).toBe(14);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).trialUsedAt).toBeInstanceOf(Date);
    expect(await status(jar)).toMatchObject({ plan: "pro", status: "trialing", trialAvailable: false });
  });

  it("gives one trial per account: after a Basic trial and a cancel, Pro has none and is active for 30 days", async () => {
    const { jar } = await signUp({ prefix: "local" });
    await complete(jar, await startCheckout(jar, "basic"));
    expect((await cancel(jar)).status).toBe(200);

    const id = await startCheckout(jar, "pro");
    expect(await (await page(jar, id)).json()).toMatchObject({
      plan: "pro",
      trial: "used",
      trialDays: 0,
      trialEndsAt: null,
    });
    const body = (await (await complete(jar, id)).json()) as { plan: string; status: string; currentPeriodEnd: string };
    expect(body).toMatchObject({ plan: "pro", status: "active" });
    expect(Math.round((new Date(body.currentPeriodEnd).getTime() - Date.now()) / DAY_MS)).toBe(30);
  });

  it("keeps the remaining trial days when a Basic trial upgrades to Pro (and when Pro's trial switches to Basic)", async () => {
    const { jar, userId } = await signUp({ prefix: "local" });
    await complete(jar, await startCheckout(jar, "basic"));
    // Five days into the trial: nine remain.
    const trialEnd = new Date(Date.now() + 9 * DAY_MS);
    await db.user.update({ where: { id: userId }, data: { subscriptionCurrentPeriodEnd: trialEnd } });

    const id = await startCheckout(jar, "pro");
    expect(await (await page(jar, id)).json()).toMatchObject({
      trial: "continues",
      trialDays: 9,
      trialEndsAt: trialEnd.toISOString(),
    });
    expect(await (await complete(jar, id)).json()).toEqual({
      plan: "pro",
      status: "trialing",
      currentPeriodEnd: trialEnd.toISOString(),
    });

    const back = await startCheckout(jar, "basic");
    expect(await (await complete(jar, back)).json()).toEqual({
      plan: "basic",
      status: "trialing",
      currentPeriodEnd: trialEnd.toISOString(),
    });
  });

  it("completes once: the second confirmation is 409", async () => {
    const { jar } = await signUp({ prefix: "local" });
    const id = await startCheckout(jar, "pro");
    expect((await complete(jar, id)).status).toBe(200);
    const again = await complete(jar, id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe("This checkout has already been completed.");
  });

  it("applies the plan once when two confirmations race", async () => {
    const { jar, userId } = await signUp({ prefix: "local" });
    const id = await startCheckout(jar, "basic");
    const results = await Promise.all([complete(jar, id), complete(jar, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.billingEvent.count({ where: { userId, type: "local.checkout.completed" } })).toBe(1);
  });

  it("answers 404 for another user's session (page and confirmation) and leaves it open", async () => {
    const owner = await signUp({ prefix: "local-owner" });
    const other = await signUp({ prefix: "local-other" });
    const id = await startCheckout(owner.jar, "basic");
    expect((await page(other.jar, id)).status).toBe(404);
    expect((await complete(other.jar, id)).status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.userId } })).subscriptionPlan).toBe("free");
    expect(await (await page(owner.jar, id)).json()).toMatchObject({ status: "open" });
    expect((await page(owner.jar, "no-such-session")).status).toBe(404);
  });

  it("refuses an expired session (409) and shows it as expired", async () => {
    const { jar, userId } = await signUp({ prefix: "local" });
    const id = await startCheckout(jar, "basic");
    await db.checkoutSession.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await (await page(jar, id)).json()).toMatchObject({ status: "expired" });
    const res = await complete(jar, id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/expired/);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).subscriptionPlan).toBe("free");
  });

  it("refuses the plan the user already has, at creation and at confirmation", async () => {
    const { jar } = await signUp({ prefix: "local" });
    const first = await startCheckout(jar, "basic");
    const second = await startCheckout(jar, "basic");
    expect((await complete(jar, first)).status).toBe(200);
    const res = await complete(jar, second);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toBe("You are already on the Basic plan.");
    const again = await checkout(jar, "basic");
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe("You are already on the Basic plan.");
  });

  it("counts a plan without a trial as the friend's first paid invoice, and a trial not", async () => {
    const referrer = await signUp({ prefix: "local-referrer" });
    for (const [plan, expected] of [
      ["basic", "signed_up"],
      ["pro", "paid"],
    ] as const) {
      const friend = await signUp({ prefix: "local-friend", verified: true });
      // The Pro friend has had their trial, so their checkout is paid from the start.
      if (plan === "pro") await db.user.update({ where: { id: friend.userId }, data: { trialUsedAt: new Date() } });
      const referral = await db.referral.create({
        data: {
          referrerId: referrer.userId,
          inviteCode: `LOCALREF-${plan}`,
          referredUserId: friend.userId,
          referredEmail: friend.email,
          status: "signed_up",
        },
      });
      expect((await complete(friend.jar, await startCheckout(friend.jar, plan))).status).toBe(200);
      expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ status: expected });
    }
  });

  it("cancels back to Free at once (status canceled); cancelling on Free is 409", async () => {
    const { jar, userId } = await signUp({ prefix: "local" });
    await complete(jar, await startCheckout(jar, "pro"));
    const res = await cancel(jar);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      plan: "free",
      status: "canceled",
      currentPeriodEnd: null,
      provider: "local",
      canManageBilling: false,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "canceled",
    });
    expect((await cancel(jar)).status).toBe(409);
    // And subscribing again works.
    expect((await complete(jar, await startCheckout(jar, "basic"))).status).toBe(200);
  });

  it("points the portal at the local billing page; the Stripe-only endpoints answer 404", async () => {
    const { jar } = await signUp({ prefix: "local" });
    const portal = await callRoute(portalRoute, { path: "/api/billing/portal", method: "POST", jar });
    expect(await portal.json()).toEqual({ url: "/settings/billing" });
    const embedded = await callRoute(createSubscriptionRoute, {
      path: "/api/billing/create-subscription",
      json: { plan: "pro" },
      jar,
    });
    expect(embedded.status).toBe(404);
    const webhook = await callRoute(webhookRoute, {
      path: "/api/webhooks/stripe",
      rawBody: "{}",
      headers: { "stripe-signature": "t=1,v1=x" },
    });
    expect(webhook.status).toBe(404);
    expect(await status(jar)).toMatchObject({ plan: "free", provider: "local", canManageBilling: false });
  });

  it("answers 401 signed out", async () => {
    const anonymous = new CookieJar();
    expect((await checkout(anonymous, "basic")).status).toBe(401);
    expect((await complete(anonymous, "x")).status).toBe(401);
    expect((await callRoute(statusRoute, { path: "/api/billing/status", jar: anonymous })).status).toBe(401);
  });
});
