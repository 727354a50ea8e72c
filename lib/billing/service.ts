import "server-only";
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError, notFound } from "@/lib/errors";
import { readBodyText } from "@/lib/request-body";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { creditOwedReferralRewards, rewardReferralForPaidUser } from "@/lib/referrals/service";
import { revokeAllTokens } from "@/lib/tokens/service";
import { hasFeature } from "./gates";
import { PLANS_BY_ID, getPlan, isPaidPlanId, type PaidPlanId, type PlanId } from "./plans";
import { getStripe, isStripeConfigured, planForPriceId, priceIdFor } from "./stripe";
import type { BillingStatusDto, EmbeddedSubscriptionDto, LocalCheckoutDto } from "./types";

// Subscriptions (SPEC 2 'Subscribe', 4, 6, 9; issue 4 items 2-4).
//
// One function, applySubscriptionState, writes a user's plan and status. Stripe's webhook and the local
// checkout both go through it, so "what a subscription in state X grants" is decided in one place:
// active, trialing and past_due keep the paid plan (past_due keeps access while Stripe retries the card, and
// the status says so); every other status (canceled, unpaid, incomplete, incomplete_expired, paused) means Free.
//
// Stripe: verify, then converge. The webhook verifies the signature, records the event id in BillingEvent in
// the same transaction as the change (a replay is a no-op; a failure rolls the record back so Stripe's retry is
// processed), locks the user's row, RE-READS the subscription from Stripe and writes what Stripe says now.
// Events may arrive late, twice or out of order; the result is always Stripe's current state.
//
// Local checkout (no STRIPE_SECRET_KEY): a CheckoutSession row (1 hour) shown on a same-origin test page where no
// card is charged; confirming it applies the plan through applySubscriptionState (a 14-day trial when the account
// has not had one, otherwise active for 30 days); a confirmation without a trial counts as a paid invoice for
// referrals. The local checkout has no billing period that runs out and nothing renews: the plan stays until the
// user cancels, which downgrades to Free at once (there is no paid period to honour, since nothing was charged).
//
// Trials (issue 16): one per account, whichever plan. User.trialUsedAt is set when a subscription is first seen
// with a trial (local or Stripe), and a new checkout offers the plan's trial only while it is null. A plan change
// during a trial keeps the trial's end: Stripe's subscription gets the new price with trial_end unchanged and no
// proration, and the local plan keeps its end date. Billing starts when the trial ends, on the new plan.

type Db = PrismaClient | Prisma.TransactionClient;

/** Statuses that keep a paid plan. Everything else Stripe can say means Free. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);
const LOCAL_CHECKOUT_TTL_MS = 60 * 60 * 1000;
const LOCAL_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  /** The plan the subscription is for; only granted while the status is live. */
  plan: PlanId;
  /** Stripe's status word (active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, ...). */
  status: string;
  /** Stripe subscription id; null for the local checkout. */
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** End of the subscription's trial, if it has (or had) one: marks the account's one trial as used. */
  trialEnd: Date | null;
}

interface BillingUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionPlan: string;
}

// ---------------------------------------------------------------------------------------------------------
// The one place that converges a user's plan
// ---------------------------------------------------------------------------------------------------------

export async function applySubscriptionState(userId: string, state: SubscriptionState, client: Db = db) {
  const live = LIVE_STATUSES.has(state.status);
  if (live && state.trialEnd) {
    // Only the first trial's date is kept: conditional, so a later plan change or event never moves it.
    await client.user.updateMany({ where: { id: userId, trialUsedAt: null }, data: { trialUsedAt: new Date() } });
  }
  const row = await client.user.update({
    where: { id: userId },
    data: {
      subscriptionPlan: live ? state.plan : "free",
      subscriptionStatus: state.status,
      stripeSubscriptionId: state.subscriptionId,
      subscriptionCurrentPeriodEnd: state.currentPeriodEnd,
      subscriptionCancelAtPeriodEnd: live && state.cancelAtPeriodEnd,
    },
    select: billingSelect,
  });
  // API tokens belong to the plan that includes API access: a downgrade ends them for good (an upgrade back does
  // not revive them). Requests are refused below Pro anyway (lib/tokens/service.ts); this makes it permanent.
  if (!hasFeature(row, "apiAccess")) await revokeAllTokens(userId, client);
  return row;
}

const billingSelect = {
  subscriptionPlan: true,
  subscriptionStatus: true,
  stripeCustomerId: true,
  stripeSubscriptionId: true,
  subscriptionCurrentPeriodEnd: true,
  subscriptionCancelAtPeriodEnd: true,
  trialUsedAt: true,
} as const;

type BillingRow = Prisma.UserGetPayload<{ select: typeof billingSelect }>;

function toStatusDto(row: BillingRow): BillingStatusDto {
  const provider = isStripeConfigured() ? "stripe" : "local";
  return {
    plan: row.subscriptionPlan,
    planName: getPlan(row.subscriptionPlan).name,
    status: row.subscriptionStatus,
    currentPeriodEnd: row.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
    provider,
    canManageBilling: provider === "stripe" ? Boolean(row.stripeCustomerId) : row.subscriptionPlan !== "free",
    trialAvailable: row.trialUsedAt === null,
  };
}

/** The trial a new subscription to `plan` starts with: the plan's days, once per account. */
function newTrialDays(plan: PaidPlanId, trialUsedAt: Date | null): number {
  return trialUsedAt ? 0 : PLANS_BY_ID[plan].trialDays;
}

/** The end of the trial the user is in now, or null (not trialing, or it has already ended). */
function runningTrialEnd(row: { subscriptionStatus: string; subscriptionCurrentPeriodEnd: Date | null }, now: Date): Date | null {
  const end = row.subscriptionCurrentPeriodEnd;
  return row.subscriptionStatus === "trialing" && end && end.getTime() > now.getTime() ? end : null;
}

export async function getBillingStatus(userId: string): Promise<BillingStatusDto> {
  const row = await db.user.findUnique({ where: { id: userId }, select: billingSelect });
  if (!row) throw notFound("User");
  return toStatusDto(row);
}

// ---------------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------------


function refuseCurrentPlan(currentPlan: string, plan: PaidPlanId): void {
  if (currentPlan === plan) throw new AppError("conflict", `You are already on the ${PLANS_BY_ID[plan].name} plan.`);
}

/**
 * Starts a subscription checkout and answers where to send the browser.
 * - Stripe: a hosted Checkout Session (subscription mode) for the user's one Stripe customer, with the user id in
 *   the metadata and the plan's trial for an account that has not had one. A user whose Stripe subscription is
 *   still live changes plan on it instead, so no one ever pays for two subscriptions: during a trial the price is
 *   changed here at once, keeping the trial's end (the subscribe page has said so and asked first); otherwise the
 *   customer portal confirms the change and its proration.
 * - Local: a CheckoutSession row and the same-origin test checkout page for it.
 */
export async function createCheckout(
  user: BillingUser,
  plan: PaidPlanId,
  origin: string,
): Promise<{ url: string; sessionId: string }> {
  refuseCurrentPlan(user.subscriptionPlan, plan);

  if (!isStripeConfigured()) {
    const session = await db.checkoutSession.create({
      data: { userId: user.id, plan, provider: "local", expiresAt: new Date(Date.now() + LOCAL_CHECKOUT_TTL_MS) },
    });
    return { url: `${origin}/checkout/${session.id}`, sessionId: session.id };
  }

  const stripe = getStripe();
  const price = priceIdFor(plan);
  const row = await db.user.findUnique({ where: { id: user.id }, select: billingSelect });
  if (!row) throw notFound("User");

  if (row.stripeSubscriptionId && row.stripeCustomerId && LIVE_STATUSES.has(row.subscriptionStatus)) {
    const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    const item = current.items.data[0];
    if (current.status === "trialing" && current.trial_end && item) {
      const updated = await stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price }],
        trial_end: current.trial_end,
        proration_behavior: "none",
        metadata: { ...current.metadata, userId: user.id, plan },
      });
      // Stripe's answer is its current state; the webhook that follows converges to the same thing.
      await db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR NO KEY UPDATE`;
        await applySubscriptionState(user.id, stateFromStripe(updated), tx);
      });
      return { url: `${origin}/success`, sessionId: updated.id };
    }
    if (LIVE_STATUSES.has(current.status) && item) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: row.stripeCustomerId,
        return_url: `${origin}/`,
        flow_data: {
          type: "subscription_update_confirm",
          subscription_update_confirm: { subscription: current.id, items: [{ id: item.id, price, quantity: 1 }] },
          after_completion: { type: "redirect", redirect: { return_url: `${origin}/success` } },
        },
      });
      return { url: portal.url, sessionId: portal.id };
    }
  }

  const customer = await ensureStripeCustomer(user, row.stripeCustomerId);
  const trialDays = newTrialDays(plan, row.trialUsedAt);
  const metadata = { userId: user.id, plan };
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    metadata,
    line_items: [{ price, quantity: 1 }],
    subscription_data: { metadata, ...(trialDays > 0 ? { trial_period_days: trialDays } : {}) },
    success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/cancel`,
  });
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
  await db.checkoutSession.create({
    data: {
      id: session.id,
      userId: user.id,
      plan,
      provider: "stripe",
      expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
    },
  });
  return { url: session.url, sessionId: session.id };
}

/**
 * The user's one Stripe customer: created on first need (with the user id in its metadata) and stored. The
 * idempotency key makes two concurrent first checkouts get the same customer, and the conditional update keeps
 * whichever id was stored first.
 */
async function ensureStripeCustomer(user: BillingUser, known: string | null): Promise<string> {
  if (known) return known;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
  const customer = await getStripe().customers.create(
    { email: user.email, ...(name ? { name } : {}), metadata: { userId: user.id } },
    { idempotencyKey: `debtwise-customer-${user.id}` },
  );
  const { count } = await db.user.updateMany({ where: { id: user.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  if (count > 0) {
    // Referral rewards earned before this user had a Stripe customer can be credited to its balance now.
    await creditOwedReferralRewards({ referrerId: user.id }).catch((error: unknown) => console.error("[billing] referral credit", error));
    return customer.id;
  }
  const stored = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return stored?.stripeCustomerId ?? customer.id;
}

// ---------------------------------------------------------------------------------------------------------
// Local checkout (keyless runs)
// ---------------------------------------------------------------------------------------------------------

function requireLocalBilling(what: string): void {
  // With Stripe configured the local checkout does not exist, so its sessions are simply not found.
  if (isStripeConfigured()) throw notFound(what);
}

function localStatus(session: { status: string; expiresAt: Date | null }, now: Date): LocalCheckoutDto["status"] {
  if (session.status === "completed") return "completed";
  if (session.status === "expired" || (session.expiresAt && session.expiresAt.getTime() <= now.getTime())) return "expired";
  return "open";
}

/** The test checkout page's data. Only the owner sees it (404 otherwise). */
export async function getLocalCheckout(userId: string, sessionId: string): Promise<LocalCheckoutDto> {
  requireLocalBilling("Checkout session");
  const [session, user] = await Promise.all([
    db.checkoutSession.findFirst({ where: { id: sessionId, userId, provider: "local" } }),
    db.user.findUnique({ where: { id: userId }, select: billingSelect }),
  ]);
  if (!session || !user || !isPaidPlanId(session.plan)) throw notFound("Checkout session");
  const plan = PLANS_BY_ID[session.plan];
  const now = new Date();
  const trial = localTrial(session.plan, user, now);
  return {
    id: session.id,
    plan: session.plan,
    planName: plan.name,
    priceMonthlyUsd: plan.priceMonthlyUsd,
    trial: trial.kind,
    trialDays: trial.end ? Math.ceil((trial.end.getTime() - now.getTime()) / DAY_MS) : 0,
    trialEndsAt: trial.end?.toISOString() ?? null,
    status: localStatus(session, now),
    expiresAt: session.expiresAt?.toISOString() ?? null,
  };
}

/**
 * What a local confirmation of `plan` does about a trial, now: a plan change during a trial keeps its end, a new
 * subscription starts the plan's trial if the account has not had one, otherwise there is none.
 */
function localTrial(
  plan: PaidPlanId,
  user: { subscriptionPlan: string; subscriptionStatus: string; subscriptionCurrentPeriodEnd: Date | null; trialUsedAt: Date | null },
  now: Date,
): { kind: LocalCheckoutDto["trial"]; end: Date | null } {
  const onFree = user.subscriptionPlan === "free";
  const running = onFree ? null : runningTrialEnd(user, now);
  if (running) return { kind: "continues", end: running };
  // A paid plan's change outside a trial is a plan change, not a new subscription (as Stripe's portal does it).
  const days = onFree ? newTrialDays(plan, user.trialUsedAt) : 0;
  if (days > 0) return { kind: "new", end: new Date(now.getTime() + days * DAY_MS) };
  return { kind: PLANS_BY_ID[plan].trialDays > 0 && user.trialUsedAt ? "used" : "none", end: null };
}

/**
 * Confirms a local test checkout: owner only (404), once (409), while open (409 once expired). The session row is
 * locked, so two concurrent confirmations cannot both apply the plan.
 */
export async function completeLocalCheckout(
  userId: string,
  sessionId: string,
): Promise<{ plan: PlanId; status: string; currentPeriodEnd: string | null }> {
  requireLocalBilling("Checkout session");
  const now = new Date();
  const applied = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "CheckoutSession" WHERE "id" = ${sessionId} AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Checkout session");
    const session = await tx.checkoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    if (session.provider !== "local" || !isPaidPlanId(session.plan)) throw notFound("Checkout session");
    const state = localStatus(session, now);
    if (state === "completed") throw new AppError("conflict", "This checkout has already been completed.");
    if (state === "expired") throw new AppError("conflict", "This checkout has expired. Please choose your plan again.");
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: billingSelect });
    refuseCurrentPlan(user.subscriptionPlan, session.plan);

    const plan = PLANS_BY_ID[session.plan];
    const trial = localTrial(session.plan, user, now);
    await tx.checkoutSession.update({ where: { id: sessionId }, data: { status: "completed", completedAt: now } });
    const row = await applySubscriptionState(
      userId,
      {
        plan: plan.id,
        status: trial.end ? "trialing" : "active",
        subscriptionId: null,
        currentPeriodEnd: trial.end ?? new Date(now.getTime() + LOCAL_PERIOD_DAYS * DAY_MS),
        cancelAtPeriodEnd: false,
        trialEnd: trial.end,
      },
      tx,
    );
    await tx.billingEvent.create({
      data: { id: `local_checkout_${sessionId}`, type: "local.checkout.completed", userId, payload: { sessionId, plan: plan.id } },
    });
    return row;
  });

  // A local checkout of a plan without a trial stands in for the first paid invoice; a trial is not a payment, so it
  // earns no referral reward (as Stripe's $0 trial invoice does not). The plan is applied whatever happens here,
  // and the reward is idempotent, so a failure is logged rather than turning a completed checkout into an error.
  if (applied.subscriptionStatus !== "trialing") {
    try {
      await rewardReferralForPaidUser(userId);
    } catch (error) {
      console.error(`[billing] referral reward after local checkout ${sessionId} failed`, error);
    }
  }
  return {
    plan: applied.subscriptionPlan,
    status: applied.subscriptionStatus,
    currentPeriodEnd: applied.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
  };
}

/** The local billing page's cancel: back to Free at once, status canceled (local runs only). */
export async function cancelLocalSubscription(userId: string): Promise<BillingStatusDto> {
  requireLocalBilling("Local subscription");
  const row = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { subscriptionPlan: true } });
    if (user.subscriptionPlan === "free") throw new AppError("conflict", "You are on the Free plan: there is no subscription to cancel.");
    const updated = await applySubscriptionState(
      userId,
      { plan: "free", status: "canceled", subscriptionId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, trialEnd: null },
      tx,
    );
    await tx.billingEvent.create({
      data: { id: `local_cancel_${randomUUID()}`, type: "local.subscription.canceled", userId, payload: { from: user.subscriptionPlan } },
    });
    return updated;
  });
  return toStatusDto(row);
}

// ---------------------------------------------------------------------------------------------------------
// Embedded payment form and customer portal (Stripe)
// ---------------------------------------------------------------------------------------------------------

/**
 * The spec's embedded flow: an incomplete subscription whose first invoice's client secret the card form
 * confirms with Stripe.js. On Basic's trial nothing is due, so the secret is the subscription's SetupIntent's
 * (intentType "setup"). The webhook applies the plan once Stripe reports the subscription live.
 */
export async function createEmbeddedSubscription(user: BillingUser, plan: PaidPlanId): Promise<EmbeddedSubscriptionDto> {
  if (!isStripeConfigured()) {
    throw new AppError("not_found", "Card payments are not configured on this server. Use the test checkout instead.");
  }
  refuseCurrentPlan(user.subscriptionPlan, plan);
  const row = await db.user.findUnique({ where: { id: user.id }, select: billingSelect });
  if (!row) throw notFound("User");
  if (row.stripeSubscriptionId && LIVE_STATUSES.has(row.subscriptionStatus)) {
    throw new AppError("conflict", "You already have a subscription. Use Manage billing to change your plan.");
  }

  const price = priceIdFor(plan);
  const customer = await ensureStripeCustomer(user, row.stripeCustomerId);
  const trialDays = newTrialDays(plan, row.trialUsedAt);
  const metadata = { userId: user.id, plan };
  const subscription = await getStripe().subscriptions.create({
    customer,
    items: [{ price, quantity: 1 }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    metadata,
    ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
    expand: ["latest_invoice.confirmation_secret", "pending_setup_intent"],
  });

  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  const setupIntent = typeof subscription.pending_setup_intent === "object" ? subscription.pending_setup_intent : null;
  const paymentSecret = invoice?.confirmation_secret?.client_secret;
  const clientSecret = paymentSecret ?? setupIntent?.client_secret;
  if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} has neither a payment nor a setup client secret`);
  return {
    clientSecret,
    intentType: paymentSecret ? "payment" : "setup",
    subscriptionId: subscription.id,
    priceId: price,
    plan,
    planName: PLANS_BY_ID[plan].name,
    priceMonthlyUsd: PLANS_BY_ID[plan].priceMonthlyUsd,
    trialDays,
  };
}

/** Stripe's customer portal (change card, cancel at period end); keyless runs have a local billing page. */
export async function createPortalSession(user: BillingUser, origin: string): Promise<{ url: string }> {
  if (!isStripeConfigured()) return { url: "/settings/billing" };
  const row = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (!row?.stripeCustomerId) throw new AppError("conflict", "You have no billing account yet. Choose a plan first.");
  const portal = await getStripe().billingPortal.sessions.create({ customer: row.stripeCustomerId, return_url: `${origin}/` });
  return { url: portal.url };
}

// ---------------------------------------------------------------------------------------------------------
// Webhook
// ---------------------------------------------------------------------------------------------------------

const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * POST /api/webhooks/stripe. 400 for a missing or wrong signature; any other failure throws (500), and the
 * event's record is rolled back with it, so Stripe's retry is processed in full.
 */
/**
 * Stripe's event payloads are a few kilobytes; objects with long lists (invoice lines) grow, so the cap is ten times
 * the API's, still bounded (lib/request-body.ts).
 */
export const STRIPE_WEBHOOK_MAX_BODY_BYTES = 1_000_000;

export async function handleStripeWebhook(req: Request): Promise<{ received: true; outcome: WebhookOutcome }> {
  // Nothing is read from an unauthenticated caller before these cheap checks.
  if (!isStripeConfigured()) throw notFound("Webhook");
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set while STRIPE_SECRET_KEY is: webhooks cannot be verified.");
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header");
  const rawBody = await readBodyText(req, STRIPE_WEBHOOK_MAX_BODY_BYTES);

  let event: Stripe.Event;
  try {
    event = getStripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError("bad_request", "Invalid Stripe signature");
  }

  const ref = SUBSCRIPTION_EVENTS.has(event.type) ? subscriptionRef(event) : null;
  const userId = ref ? await findUserId(ref) : null;
  if (ref && !userId) {
    console.warn(`[billing] ${event.type} ${event.id}: no user for customer ${ref.customerId ?? "?"}; recorded and ignored`);
  }

  const outcome = await db.$transaction(
    async (tx): Promise<WebhookOutcome> => {
      // ON CONFLICT DO NOTHING: a replay inserts nothing. A concurrent delivery of the same id waits here for the
      // first one's transaction and then sees it committed (or rolled back, and processes it itself).
      const { count } = await tx.billingEvent.createMany({
        data: [{ id: event.id, type: event.type, userId, payload: event as unknown as Prisma.InputJsonValue }],
        skipDuplicates: true,
      });
      if (count === 0) return "duplicate";
      if (!ref || !userId) return "ignored";

      // One event per user at a time: whoever takes the lock second re-reads Stripe later, so the last write is
      // always the freshest state.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
      if (event.type === "checkout.session.completed") {
        await tx.checkoutSession.updateMany({ where: { id: ref.objectId, userId, status: "open" }, data: { status: "completed", completedAt: new Date() } });
      }
      if (ref.customerId) {
        await tx.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: ref.customerId } });
      }
      if (!ref.subscriptionId) return "ignored";
      await convergeSubscription(tx, userId, ref.subscriptionId);
      return "processed";
    },
    { maxWait: 10_000, timeout: 30_000 },
  );

  if (outcome === "processed" && event.type === "invoice.paid" && userId) {
    const invoice = event.data.object as Stripe.Invoice;
    if (invoice.amount_paid > 0) {
      try {
        await rewardReferralForPaidUser(userId);
      } catch (error) {
        // Forget the event so Stripe's retry runs everything again (both steps are idempotent).
        await db.billingEvent.deleteMany({ where: { id: event.id } });
        throw error;
      }
    }
  }
  return { received: true, outcome };
}

interface SubscriptionRef {
  /** The event's object id (the checkout session's id for checkout.session.completed). */
  objectId: string;
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function subscriptionRef(event: Stripe.Event): SubscriptionRef | null {
  const object = event.data.object as unknown as { object: string };
  switch (object.object) {
    case "checkout.session": {
      const session = object as unknown as Stripe.Checkout.Session;
      return {
        objectId: session.id,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userId: session.metadata?.userId ?? session.client_reference_id ?? null,
      };
    }
    case "subscription": {
      const sub = object as unknown as Stripe.Subscription;
      return { objectId: sub.id, subscriptionId: sub.id, customerId: idOf(sub.customer), userId: sub.metadata?.userId ?? null };
    }
    case "invoice": {
      const invoice = object as unknown as Stripe.Invoice;
      const details = invoice.parent?.subscription_details;
      return {
        objectId: invoice.id ?? "",
        subscriptionId: idOf(details?.subscription),
        customerId: idOf(invoice.customer),
        userId: details?.metadata?.userId ?? null,
      };
    }
    default:
      return null;
  }
}

/** The user an event is about: our metadata first, then the Stripe customer we stored. */
async function findUserId(ref: SubscriptionRef): Promise<string | null> {
  if (ref.userId) {
    const user = await db.user.findUnique({ where: { id: ref.userId }, select: { id: true } });
    if (user) return user.id;
  }
  if (ref.customerId) {
    const user = await db.user.findUnique({ where: { stripeCustomerId: ref.customerId }, select: { id: true } });
    if (user) return user.id;
  }
  return null;
}

/**
 * Re-reads the subscription from Stripe and writes its state, unless it is not the user's subscription to
 * follow: a subscription other than the recorded one only takes over when it is live (a new checkout), and when
 * the recorded one is live too, the newer of the two wins (so two racing checkouts cannot make the plan flap).
 */
async function convergeSubscription(tx: Prisma.TransactionClient, userId: string, subscriptionId: string): Promise<void> {
  const stripe = getStripe();
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeSubscriptionId: true } });
  const current = user.stripeSubscriptionId;

  if (current && current !== sub.id) {
    if (!LIVE_STATUSES.has(sub.status)) return; // an old or abandoned subscription: nothing to do with the plan
    const recorded = await stripe.subscriptions.retrieve(current).catch(() => null);
    if (recorded && LIVE_STATUSES.has(recorded.status)) {
      console.warn(`[billing] user ${userId} has two live subscriptions (${current}, ${sub.id}); following the newer one`);
      if (recorded.created > sub.created) return;
    }
  } else if (!current && !LIVE_STATUSES.has(sub.status)) {
    return; // e.g. an embedded checkout not paid yet: the user stays as they are
  }
  await applySubscriptionState(userId, stateFromStripe(sub), tx);
}

function stateFromStripe(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items.data[0];
  const fromPrice = planForPriceId(item?.price.id);
  const fromMetadata = isPaidPlanId(sub.metadata?.plan) ? sub.metadata.plan : null;
  const plan = fromPrice ?? fromMetadata;
  if (!plan && LIVE_STATUSES.has(sub.status)) {
    throw new Error(`Subscription ${sub.id} has price ${item?.price.id ?? "?"}, which is neither STRIPE_PRICE_BASIC nor STRIPE_PRICE_PRO`);
  }
  const periodEnd = item?.current_period_end ?? sub.trial_end;
  return {
    plan: plan ?? "free",
    status: sub.status,
    subscriptionId: sub.id,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
    trialEnd: sub.trial_end ? new Date(sub.trial_end * 1000) : null,
  };
}
