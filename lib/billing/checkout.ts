import "server-only";
import { db } from "@/lib/db";
import { lockUserRow } from "@/lib/db/locks";
import { AppError, notFound } from "@/lib/errors";
import { creditOwedReferralRewards } from "@/lib/referrals/service";
import { PLANS_BY_ID, type PaidPlanId } from "./plans";
import { getStripe, isStripeConfigured, priceIdFor } from "./stripe";
import {
  LIVE_STATUSES,
  applySubscriptionState,
  billingSelect,
  newTrialDays,
  refuseCurrentPlan,
  stateFromStripe,
} from "./subscription";
import type { EmbeddedSubscriptionDto } from "./types";

// A new subscription's plan is written by the webhook or the local confirmation; only a plan change during a Stripe
// trial is applied here at once.

const LOCAL_CHECKOUT_TTL_MS = 60 * 60 * 1000;

export interface BillingUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionPlan: string;
}

/** A live Stripe subscription changes plan instead, so no one pays for two; in a trial at once, keeping its end. */
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
        await lockUserRow(tx, user.id);
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

/** The idempotency key gives two concurrent first checkouts one customer; the conditional update keeps the first. */
async function ensureStripeCustomer(user: BillingUser, known: string | null): Promise<string> {
  if (known) return known;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
  const customer = await getStripe().customers.create(
    { email: user.email, ...(name ? { name } : {}), metadata: { userId: user.id } },
    { idempotencyKey: `debtwise-customer-${user.id}` },
  );
  const { count } = await db.user.updateMany({
    where: { id: user.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (count > 0) {
    // Referral rewards earned before this user had a Stripe customer can be credited to its balance now.
    await creditOwedReferralRewards({ referrerId: user.id }).catch((error: unknown) =>
      console.error("[billing] referral credit", error),
    );
    return customer.id;
  }
  const stored = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return stored?.stripeCustomerId ?? customer.id;
}

/** In a trial nothing is due, so the card form confirms the subscription's SetupIntent (intentType "setup"). */
export async function createEmbeddedSubscription(
  user: BillingUser,
  plan: PaidPlanId,
): Promise<EmbeddedSubscriptionDto> {
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
  if (!clientSecret)
    throw new Error(`Stripe subscription ${subscription.id} has neither a payment nor a setup client secret`);
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

export async function createPortalSession(user: BillingUser, origin: string): Promise<{ url: string }> {
  if (!isStripeConfigured()) return { url: "/settings/billing" };
  const row = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (!row?.stripeCustomerId) throw new AppError("conflict", "You have no billing account yet. Choose a plan first.");
  const portal = await getStripe().billingPortal.sessions.create({
    customer: row.stripeCustomerId,
    return_url: `${origin}/`,
  });
  return { url: portal.url };
}
