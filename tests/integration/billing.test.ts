import { POST as createCheckoutRoute } from "@/app/api/billing/create-checkout-session/route";
import { POST as createSubscriptionRoute } from "@/app/api/billing/create-subscription/route";
import { GET as localCheckoutRoute } from "@/app/api/billing/local-checkout/[sessionId]/route";
import { POST as completeLocalRoute } from "@/app/api/billing/local-checkout/[sessionId]/complete/route";
import { POST as localCancelRoute } from "@/app/api/billing/local/cancel/route";
import { POST as portalRoute } from "@/app/api/billing/portal/route";
import { GET as statusRoute } from "@/app/api/billing/status/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { CookieJar, TEST_ORIGIN, callRoute } from "@/tests/support/route-client";
import {
  checkoutCompletedEvent,
  signedPayload,
  stripeEvent,
  stripeStandInForFile,
  type SubscriptionSpec,
} from "@/tests/support/stripe-standin";
import { signUp, markEmailVerified } from "@/tests/support/users";

// Billing with Stripe configured: the real stripe SDK against a local stand-in for Stripe's API
// (STRIPE_API_BASE), and webhooks signed with the SDK's test header helper. The keyless local checkout is in
// billing-local.test.ts: env() is read once per test file, so the two modes need a file each. Jest gives every
// test file its own copy of process.env, so the Stripe settings here never reach other suites.

const WEBHOOK_SECRET = "whsec_standin_secret";
const PRICE_BASIC = "price_basic_standin";
const PRICE_PRO = "price_pro_standin";
const standin = stripeStandInForFile({
  webhookSecret: WEBHOOK_SECRET,
  priceBasic: PRICE_BASIC,
  pricePro: PRICE_PRO,
  quietWarnings: true,
});

afterAll(async () => {
  await db.$disconnect();
});

beforeEach(() => standin.reset());

// ---- helpers ---------------------------------------------------------------------------------------------

type ErrorBody = { error: { code: string; message: string } };

const checkout = (jar: CookieJar, plan: unknown) =>
  callRoute(createCheckoutRoute, { path: "/api/billing/create-checkout-session", json: { plan }, jar });

function sendEvent(event: Record<string, unknown>, signature?: string | null) {
  const signed = signedPayload(event, WEBHOOK_SECRET);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const sig = signature === undefined ? signed.signature : signature;
  if (sig !== null) headers["stripe-signature"] = sig;
  return callRoute(webhookRoute, { path: "/api/webhooks/stripe", rawBody: signed.rawBody, headers });
}

async function sendOk(event: Record<string, unknown>) {
  const res = await sendEvent(event);
  expect(res.status).toBe(200);
  return (await res.json()) as { received: true; outcome: string };
}

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

/** A signed-up user with a Stripe customer in the stand-in (created through a first checkout). */
async function customerUser(plan: "basic" | "pro" = "basic") {
  const user = await signUp({ prefix: "stripe" });
  const res = await checkout(user.jar, plan);
  expect(res.status).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  const { stripeCustomerId } = await userRow(user.userId);
  return { ...user, customerId: stripeCustomerId!, sessionId };
}

function subscriptionObject(sub: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return { ...sub, ...overrides };
}

function invoiceObject(args: { customer: string; subscription: string; amountPaid: number; userId?: string }) {
  return {
    id: standin.nextId("in"),
    object: "invoice",
    customer: args.customer,
    amount_paid: args.amountPaid,
    status: args.amountPaid > 0 ? "paid" : "open",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: args.subscription, metadata: args.userId ? { userId: args.userId } : {} },
    },
  };
}

/** A user whose Stripe subscription is live and applied (through checkout.session.completed). */
async function subscribedUser(spec: Partial<SubscriptionSpec> & { plan?: "basic" | "pro" } = {}) {
  const plan = spec.plan ?? "pro";
  const user = await customerUser(plan);
  const sub = standin.setSubscription({
    customer: user.customerId,
    status: "active",
    price: plan === "basic" ? PRICE_BASIC : PRICE_PRO,
    metadata: { userId: user.userId, plan },
    ...spec,
  });
  await sendOk(checkoutCompletedEvent(user, sub.id, plan));
  return { ...user, sub, subscriptionId: sub.id as string };
}

// ---- hosted checkout ----------------------------------------------------------------------------------------

describe("hosted Checkout with Stripe configured", () => {
  it("creates the customer once, with the user id, and a subscription-mode session with Basic's trial", async () => {
    const { jar, userId, email } = await signUp({ prefix: "checkout", firstName: "Casey" });
    const res = await checkout(jar, "basic");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; sessionId: string };
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);

    const [customerCall] = standin.calls("POST", "/v1/customers");
    expect(customerCall!.body).toMatchObject({ email, name: "Casey", metadata: { userId } });
    expect(customerCall!.idempotencyKey).toBe(`debtwise-customer-${userId}`);
    expect(customerCall!.authorization).toBe("Bearer sk_test_standin");
    const user = await userRow(userId);
    expect(user.stripeCustomerId).toMatch(/^cus_/);

    const [sessionCall] = standin.calls("POST", "/v1/checkout/sessions");
    expect(sessionCall!.body).toMatchObject({
      mode: "subscription",
      customer: user.stripeCustomerId,
      client_reference_id: userId,
      metadata: { userId, plan: "basic" },
      line_items: { 0: { price: PRICE_BASIC, quantity: "1" } },
      subscription_data: { trial_period_days: "14", metadata: { userId, plan: "basic" } },
      success_url: `${TEST_ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/cancel`,
    });
    expect(await db.checkoutSession.findUnique({ where: { id: body.sessionId } })).toMatchObject({
      userId,
      plan: "basic",
      provider: "stripe",
      status: "open",
    });
  });

  it("reuses the customer on the second checkout, and Pro starts a 14-day trial while the account has had none", async () => {
    const { jar, userId } = await signUp({ prefix: "checkout" });
    expect((await checkout(jar, "basic")).status).toBe(200);
    const { stripeCustomerId } = await userRow(userId);
    standin.reset();

    // An abandoned checkout uses nothing up: the trial counts once a subscription has one.
    expect((await checkout(jar, "pro")).status).toBe(200);
    expect(standin.calls("POST", "/v1/customers")).toHaveLength(0);
    const [sessionCall] = standin.calls("POST", "/v1/checkout/sessions");
    expect(sessionCall!.body.customer).toBe(stripeCustomerId);
    expect(sessionCall!.body.line_items).toEqual({ 0: { price: PRICE_PRO, quantity: "1" } });
    expect(sessionCall!.body.subscription_data).toEqual({ trial_period_days: "14", metadata: { userId, plan: "pro" } });
    expect(await (await callRoute(statusRoute, { path: "/api/billing/status", jar })).json()).toMatchObject({
      trialAvailable: true,
    });
  });

  it("gives one trial per account: after a Basic trial, a later Pro checkout passes no trial days", async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 14 * 86400;
    const user = await subscribedUser({ plan: "basic", status: "trialing", trialEnd, currentPeriodEnd: trialEnd });
    expect((await userRow(user.userId)).trialUsedAt).toBeInstanceOf(Date);
    const ended = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "canceled",
      price: PRICE_BASIC,
      trialEnd,
    });
    await sendOk(stripeEvent("customer.subscription.deleted", subscriptionObject(ended)));
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "free" });
    expect(await (await callRoute(statusRoute, { path: "/api/billing/status", jar: user.jar })).json()).toMatchObject({
      trialAvailable: false,
    });
    standin.reset();

    for (const plan of ["pro", "basic"] as const) {
      expect((await checkout(user.jar, plan)).status).toBe(200);
    }
    const calls = standin.calls("POST", "/v1/checkout/sessions");
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.body.subscription_data).not.toHaveProperty("trial_period_days");
  });

  it("upgrades a Basic trial to Pro in place, keeping trial_end and prorating nothing", async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 9 * 86400;
    const user = await subscribedUser({ plan: "basic", status: "trialing", trialEnd, currentPeriodEnd: trialEnd });
    standin.reset();
    const res = await checkout(user.jar, "pro");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe(`${TEST_ORIGIN}/success`);
    expect(standin.calls("POST", "/v1/checkout/sessions")).toHaveLength(0);
    expect(standin.calls("POST", "/v1/billing_portal/sessions")).toHaveLength(0);
    const [update] = standin.calls("POST", `/v1/subscriptions/${user.subscriptionId}`);
    expect(update!.body).toMatchObject({
      items: { 0: { id: `si_${user.subscriptionId}`, price: PRICE_PRO } },
      trial_end: String(trialEnd),
      proration_behavior: "none",
      metadata: { userId: user.userId, plan: "pro" },
    });
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "trialing",
      stripeSubscriptionId: user.subscriptionId,
      subscriptionCurrentPeriodEnd: new Date(trialEnd * 1000),
    });
    // The webhook that follows re-reads the same state.
    await sendOk(
      stripeEvent("customer.subscription.updated", subscriptionObject(standin.subscriptions.get(user.subscriptionId)!)),
    );
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "trialing",
      subscriptionCurrentPeriodEnd: new Date(trialEnd * 1000),
    });
  });

  it("refuses the plan the user already has (409) and anything but basic or pro (400)", async () => {
    const { jar } = await signUp({ plan: "basic", prefix: "checkout" });
    const same = await checkout(jar, "basic");
    expect(same.status).toBe(409);
    expect(((await same.json()) as ErrorBody).error.message).toBe("You are already on the Basic plan.");
    expect((await checkout(jar, "free")).status).toBe(400);
    expect((await checkout(jar, "enterprise")).status).toBe(400);
    expect(standin.requests).toHaveLength(0);
  });

  it("answers 401 signed out", async () => {
    expect((await checkout(new CookieJar(), "basic")).status).toBe(401);
  });

  it("answers 503 with a clear message when the plan's price id is not configured", async () => {
    const { jar } = await signUp({ prefix: "checkout" });
    const saved = env().STRIPE_PRICE_PRO;
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      env().STRIPE_PRICE_PRO = undefined;
      const res = await checkout(jar, "pro");
      expect(res.status).toBe(503);
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/temporarily unavailable/);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("STRIPE_PRICE_PRO is not set"));
    } finally {
      env().STRIPE_PRICE_PRO = saved;
      errors.mockRestore();
    }
  });

  it("answers 503 with Retry-After while Stripe fails (after the SDK's retries), writes nothing, and works once it is back", async () => {
    const { jar, userId } = await signUp({ prefix: "checkout-down" });
    standin.failNext = 10; // more than the SDK's retries
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await checkout(jar, "basic");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toEqual({
        error: { code: "unavailable", message: "Our payment provider is not answering. Please try again in a minute." },
      });
    } finally {
      errors.mockRestore();
    }
    expect(standin.calls("POST", "/v1/customers")).toHaveLength(3);
    expect(await userRow(userId)).toMatchObject({ stripeCustomerId: null, subscriptionPlan: "free" });
    standin.reset();
    expect((await checkout(jar, "basic")).status).toBe(200);
  });

  it("sends a live subscriber to the portal to confirm a plan change instead of a second subscription", async () => {
    const user = await subscribedUser({ plan: "basic" });
    standin.reset();
    const res = await checkout(user.jar, "pro");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(standin.calls("POST", "/v1/checkout/sessions")).toHaveLength(0);
    const [portalCall] = standin.calls("POST", "/v1/billing_portal/sessions");
    expect(portalCall!.body).toMatchObject({
      customer: user.customerId,
      return_url: `${TEST_ORIGIN}/`,
      flow_data: {
        type: "subscription_update_confirm",
        subscription_update_confirm: {
          subscription: user.subscriptionId,
          items: { 0: { id: `si_${user.subscriptionId}`, price: PRICE_PRO } },
        },
      },
    });
  });
});

// ---- embedded flow, portal, status --------------------------------------------------------------------------

describe("embedded subscription, portal and status", () => {
  const createSubscription = (jar: CookieJar, plan: string) =>
    callRoute(createSubscriptionRoute, { path: "/api/billing/create-subscription", json: { plan }, jar });

  it("creates an incomplete Pro subscription and answers the first invoice's client secret (trial already used)", async () => {
    const { jar, userId } = await signUp({ prefix: "embedded" });
    await db.user.update({ where: { id: userId }, data: { trialUsedAt: new Date() } });
    const res = await createSubscription(jar, "pro");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      intentType: "payment",
      priceId: PRICE_PRO,
      plan: "pro",
      planName: "Pro",
      priceMonthlyUsd: 25,
      trialDays: 0,
    });
    expect(body.clientSecret).toMatch(/^pi_.*_secret_/);

    const [call] = standin.calls("POST", "/v1/subscriptions");
    expect(call!.body).toMatchObject({
      customer: (await userRow(userId)).stripeCustomerId,
      items: { 0: { price: PRICE_PRO } },
      payment_behavior: "default_incomplete",
      metadata: { userId, plan: "pro" },
      expand: { 0: "latest_invoice.confirmation_secret", 1: "pending_setup_intent" },
    });
    // Nothing changes until Stripe reports the subscription live through the webhook.
    expect(await userRow(userId)).toMatchObject({ subscriptionPlan: "free", stripeSubscriptionId: null });
  });

  it("answers a SetupIntent's secret on Basic's trial, where nothing is due yet", async () => {
    const { jar } = await signUp({ prefix: "embedded" });
    const res = await createSubscription(jar, "basic");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ intentType: "setup", trialDays: 14, priceId: PRICE_BASIC });
    expect(body.clientSecret).toMatch(/^seti_.*_secret_/);
    expect(standin.calls("POST", "/v1/subscriptions")[0]!.body.trial_period_days).toBe("14");
  });

  it("starts Pro's 14-day trial too, for an account that has not had one", async () => {
    const { jar } = await signUp({ prefix: "embedded" });
    const res = await createSubscription(jar, "pro");
    expect(await res.json()).toMatchObject({ intentType: "setup", trialDays: 14, priceId: PRICE_PRO });
    expect(standin.calls("POST", "/v1/subscriptions")[0]!.body.trial_period_days).toBe("14");
  });

  it("refuses a second subscription for a live subscriber (409)", async () => {
    const user = await subscribedUser({ plan: "basic" });
    const res = await createSubscription(user.jar, "pro");
    expect(res.status).toBe(409);
  });

  it("opens the customer portal for a customer, 409 before there is one", async () => {
    const fresh = await signUp({ prefix: "portal" });
    expect((await callRoute(portalRoute, { path: "/api/billing/portal", method: "POST", jar: fresh.jar })).status).toBe(
      409,
    );

    const user = await subscribedUser();
    standin.reset();
    const res = await callRoute(portalRoute, { path: "/api/billing/portal", method: "POST", jar: user.jar });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(standin.calls("POST", "/v1/billing_portal/sessions")[0]!.body).toEqual({
      customer: user.customerId,
      return_url: `${TEST_ORIGIN}/`,
    });
  });

  it("reports the Stripe provider in the status, and the local checkout does not exist", async () => {
    const user = await subscribedUser({ plan: "basic", status: "trialing" });
    const status = await callRoute(statusRoute, { path: "/api/billing/status", jar: user.jar });
    expect(await status.json()).toMatchObject({
      plan: "basic",
      planName: "Basic",
      status: "trialing",
      provider: "stripe",
      canManageBilling: true,
      cancelAtPeriodEnd: false,
    });

    const session = await db.checkoutSession.create({ data: { userId: user.userId, plan: "pro", provider: "local" } });
    const params = { sessionId: session.id };
    expect(
      (
        await callRoute(localCheckoutRoute, {
          path: `/api/billing/local-checkout/${session.id}`,
          jar: user.jar,
          params,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(completeLocalRoute, {
          path: `/api/billing/local-checkout/${session.id}/complete`,
          method: "POST",
          jar: user.jar,
          params,
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(localCancelRoute, { path: "/api/billing/local/cancel", method: "POST", jar: user.jar })).status,
    ).toBe(404);
    expect((await userRow(user.userId)).subscriptionPlan).toBe("basic");
  });
});

// ---- webhook ------------------------------------------------------------------------------------------------

describe("Stripe webhook", () => {
  it("answers 400 for a missing or wrong signature, and records nothing", async () => {
    const event = stripeEvent("customer.subscription.updated", {
      id: "sub_nope",
      object: "subscription",
      customer: "cus_nope",
    });
    const missing = await sendEvent(event, null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.message).toMatch(/Missing Stripe-Signature/);

    const wrongSecret = signedPayload(event, "whsec_someone_else").signature;
    expect((await sendEvent(event, wrongSecret)).status).toBe(400);
    expect((await sendEvent(event, "t=1,v1=deadbeef")).status).toBe(400);

    // A valid signature over different bytes: the body was tampered with.
    const { signature } = signedPayload({ ...event, type: "invoice.paid" }, WEBHOOK_SECRET);
    expect((await sendEvent(event, signature)).status).toBe(400);

    expect(await db.billingEvent.findUnique({ where: { id: event.id as string } })).toBeNull();
    expect(standin.requests).toHaveLength(0);
  });

  it("applies a completed checkout from the re-read subscription and completes the checkout row", async () => {
    const user = await customerUser("basic");
    const trialEnd = Math.floor(Date.now() / 1000) + 14 * 86400;
    const sub = standin.setSubscription({
      customer: user.customerId,
      status: "trialing",
      price: PRICE_BASIC,
      metadata: { userId: user.userId, plan: "basic" },
      currentPeriodEnd: trialEnd,
      trialEnd,
    });
    standin.reset();
    const outcome = await sendOk(
      stripeEvent("checkout.session.completed", {
        id: user.sessionId,
        object: "checkout.session",
        customer: user.customerId,
        subscription: sub.id,
        client_reference_id: user.userId,
        metadata: { userId: user.userId, plan: "basic" },
      }),
    );
    expect(outcome.outcome).toBe("processed");
    expect(standin.calls("GET", `/v1/subscriptions/${sub.id as string}`)).toHaveLength(1);
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "basic",
      subscriptionStatus: "trialing",
      stripeSubscriptionId: sub.id,
      subscriptionCurrentPeriodEnd: new Date(trialEnd * 1000),
      subscriptionCancelAtPeriodEnd: false,
    });
    expect(await db.checkoutSession.findUnique({ where: { id: user.sessionId } })).toMatchObject({
      status: "completed",
    });
  });

  it("treats a replay of the same event id as a no-op", async () => {
    const user = await subscribedUser({ plan: "pro" });
    const event = stripeEvent("customer.subscription.updated", subscriptionObject(user.sub));
    expect((await sendOk(event)).outcome).toBe("processed");

    // Stripe's state moves on, but a replay of the old event must not re-run anything.
    standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "canceled",
      price: PRICE_PRO,
    });
    standin.reset();
    expect((await sendOk(event)).outcome).toBe("duplicate");
    expect(standin.requests).toHaveLength(0);
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: "active" });
    expect(await db.billingEvent.count({ where: { id: event.id as string } })).toBe(1);
  });

  it("converges to Stripe's current state when 'updated' arrives before 'created'", async () => {
    const user = await customerUser("pro");
    const sub = standin.setSubscription({
      customer: user.customerId,
      status: "active",
      price: PRICE_PRO,
      metadata: { userId: user.userId },
    });
    const created = stripeEvent("customer.subscription.created", subscriptionObject(sub, { status: "incomplete" }));
    const updated = stripeEvent("customer.subscription.updated", subscriptionObject(sub, { status: "active" }));

    await sendOk(updated);
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      stripeSubscriptionId: sub.id,
    });
    // The late 'created' carries a stale 'incomplete' snapshot; the handler re-reads and keeps Pro.
    await sendOk(created);
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: "active" });
  });

  it("converges when 'deleted' arrives before a stale 'updated': the user ends on Free", async () => {
    const user = await subscribedUser({ plan: "pro" });
    const staleUpdate = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject(user.sub, { status: "active" }),
    );
    const canceled = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "canceled",
      price: PRICE_PRO,
    });
    await sendOk(stripeEvent("customer.subscription.deleted", subscriptionObject(canceled)));
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "canceled" });

    await sendOk(staleUpdate);
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "canceled" });
  });

  it("keeps the plan while a cancellation is scheduled, then downgrades to Free when it happens", async () => {
    const user = await subscribedUser({ plan: "basic" });
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86400;
    const scheduled = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "active",
      price: PRICE_BASIC,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    await sendOk(stripeEvent("customer.subscription.updated", subscriptionObject(scheduled)));
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "basic",
      subscriptionStatus: "active",
      subscriptionCancelAtPeriodEnd: true,
      subscriptionCurrentPeriodEnd: new Date(periodEnd * 1000),
    });

    const ended = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "canceled",
      price: PRICE_BASIC,
    });
    await sendOk(stripeEvent("customer.subscription.deleted", subscriptionObject(ended)));
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "canceled",
      subscriptionCancelAtPeriodEnd: false,
    });
  });

  it("shows past_due after a failed payment but keeps access; unpaid then means Free", async () => {
    const user = await subscribedUser({ plan: "pro" });
    standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "past_due",
      price: PRICE_PRO,
    });
    await sendOk(
      stripeEvent(
        "invoice.payment_failed",
        invoiceObject({ customer: user.customerId, subscription: user.subscriptionId, amountPaid: 0 }),
      ),
    );
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: "past_due" });
    const status = await callRoute(statusRoute, { path: "/api/billing/status", jar: user.jar });
    expect(await status.json()).toMatchObject({ plan: "pro", status: "past_due" });

    const unpaid = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "unpaid",
      price: PRICE_PRO,
    });
    await sendOk(stripeEvent("customer.subscription.updated", subscriptionObject(unpaid)));
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "unpaid" });
  });

  it("takes the plan from the subscription's price, so a plan change in the portal converges", async () => {
    const user = await subscribedUser({ plan: "basic" });
    const upgraded = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "active",
      price: PRICE_PRO,
      metadata: { userId: user.userId, plan: "basic" },
    });
    await sendOk(stripeEvent("customer.subscription.updated", subscriptionObject(upgraded)));
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", subscriptionStatus: "active" });
  });

  it("leaves a free user alone while an embedded subscription is still incomplete", async () => {
    const user = await customerUser("pro");
    const sub = standin.setSubscription({
      customer: user.customerId,
      status: "incomplete",
      price: PRICE_PRO,
      metadata: { userId: user.userId },
    });
    await sendOk(stripeEvent("customer.subscription.created", subscriptionObject(sub)));
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "active",
      stripeSubscriptionId: null,
    });

    standin.setSubscription({ id: sub.id as string, customer: user.customerId, status: "active", price: PRICE_PRO });
    await sendOk(
      stripeEvent(
        "invoice.paid",
        invoiceObject({ customer: user.customerId, subscription: sub.id as string, amountPaid: 2500 }),
      ),
    );
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      stripeSubscriptionId: sub.id,
    });
  });

  it("ignores a stale subscription's events once the user has moved to a newer one", async () => {
    const user = await subscribedUser({ plan: "basic" });
    const newer = standin.setSubscription({
      customer: user.customerId,
      status: "active",
      price: PRICE_PRO,
      created: Math.floor(Date.now() / 1000) + 60,
    });
    await sendOk(stripeEvent("customer.subscription.created", subscriptionObject(newer)));
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", stripeSubscriptionId: newer.id });

    // The old one is still live (two racing checkouts): its events must not flip the plan back.
    await sendOk(stripeEvent("customer.subscription.updated", subscriptionObject(user.sub)));
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", stripeSubscriptionId: newer.id });
    // Once the old one is canceled, its cancellation does not touch the user either.
    const oldCanceled = standin.setSubscription({
      id: user.subscriptionId,
      customer: user.customerId,
      status: "canceled",
      price: PRICE_BASIC,
    });
    await sendOk(stripeEvent("customer.subscription.deleted", subscriptionObject(oldCanceled)));
    expect(await userRow(user.userId)).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      stripeSubscriptionId: newer.id,
    });
  });

  it("rewards the referrer when the friend's first paid invoice arrives, once, and not for a $0 trial invoice", async () => {
    const referrer = await signUp({ prefix: "referrer" });
    expect((await checkout(referrer.jar, "basic")).status).toBe(200); // gives the referrer a Stripe customer to credit
    const referrerCustomer = (await userRow(referrer.userId)).stripeCustomerId!;

    const friend = await subscribedUser({ plan: "basic", status: "trialing" });
    await markEmailVerified(friend.userId); // only verified friends earn a reward (lib/referrals/service.ts)
    const referral = await db.referral.create({
      data: {
        referrerId: referrer.userId,
        inviteCode: "STANDIN1",
        referredUserId: friend.userId,
        referredEmail: friend.email,
        status: "signed_up",
      },
    });

    await sendOk(
      stripeEvent(
        "invoice.paid",
        invoiceObject({ customer: friend.customerId, subscription: friend.subscriptionId, amountPaid: 0 }),
      ),
    );
    expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ status: "signed_up" });

    standin.setSubscription({
      id: friend.subscriptionId,
      customer: friend.customerId,
      status: "active",
      price: PRICE_BASIC,
    });
    const paid = stripeEvent(
      "invoice.paid",
      invoiceObject({ customer: friend.customerId, subscription: friend.subscriptionId, amountPaid: 1500 }),
    );
    await sendOk(paid);
    const after = await db.referral.findUniqueOrThrow({ where: { id: referral.id } });
    expect(after.status).toBe("paid");
    expect(after.reward.toFixed(2)).toBe("10.00");
    expect(await userRow(friend.userId)).toMatchObject({ subscriptionPlan: "basic", subscriptionStatus: "active" });
    expect(standin.balanceTransactions.filter((t) => t.customer === referrerCustomer)).toEqual([
      expect.objectContaining({ amount: -1000, currency: "usd" }),
    ]);

    // A later paid invoice (next month) pays nothing more.
    await sendOk(
      stripeEvent(
        "invoice.paid",
        invoiceObject({ customer: friend.customerId, subscription: friend.subscriptionId, amountPaid: 1500 }),
      ),
    );
    expect(standin.balanceTransactions.filter((t) => t.customer === referrerCustomer)).toHaveLength(1);
  });

  it("answers 500 when it cannot re-read the subscription, records nothing, and the retry succeeds", async () => {
    const user = await customerUser("pro");
    // Not yet known to the stand-in (it 404s the re-read); unique like its own ids, so a re-run never collides.
    const subscriptionId = standin.nextId("sub");
    const event = stripeEvent("customer.subscription.created", {
      id: subscriptionId,
      object: "subscription",
      customer: user.customerId,
      status: "active",
      metadata: { userId: user.userId },
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await sendEvent(event);
      expect(failed.status).toBe(500);
      expect(((await failed.json()) as ErrorBody).error.code).toBe("internal");
    } finally {
      errors.mockRestore();
    }
    expect(await db.billingEvent.findUnique({ where: { id: event.id as string } })).toBeNull();
    expect((await userRow(user.userId)).subscriptionPlan).toBe("free");

    standin.setSubscription({ id: subscriptionId, customer: user.customerId, status: "active", price: PRICE_PRO });
    expect((await sendOk(event)).outcome).toBe("processed");
    expect(await userRow(user.userId)).toMatchObject({ subscriptionPlan: "pro", stripeSubscriptionId: subscriptionId });
    expect(await db.billingEvent.findUnique({ where: { id: event.id as string } })).toMatchObject({
      userId: user.userId,
      type: "customer.subscription.created",
    });
  });

  it("survives Stripe briefly failing: the SDK retries the re-read", async () => {
    const user = await subscribedUser({ plan: "basic" });
    standin.reset();
    standin.failNext = 1;
    await sendOk(stripeEvent("customer.subscription.updated", subscriptionObject(user.sub)));
    expect(standin.calls("GET", `/v1/subscriptions/${user.subscriptionId}`)).toHaveLength(2);
  });

  it("records and ignores events it has no use for, or for customers it does not know", async () => {
    const other = await sendOk(stripeEvent("customer.created", { id: "cus_someone", object: "customer" }));
    expect(other.outcome).toBe("ignored");
    const stranger = standin.setSubscription({ customer: "cus_unknown_to_us", status: "active", price: PRICE_PRO });
    const event = stripeEvent("customer.subscription.updated", subscriptionObject(stranger));
    expect((await sendOk(event)).outcome).toBe("ignored");
    expect(await db.billingEvent.findUnique({ where: { id: event.id as string } })).toMatchObject({ userId: null });
  });
});
