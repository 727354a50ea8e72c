import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { rewardReferralForPaidUser } from "@/lib/referrals/service";
import { PLANS_BY_ID, isPaidPlanId, type PaidPlanId, type PlanId } from "./plans";
import { isStripeConfigured } from "./stripe";
import {
  applySubscriptionState,
  billingSelect,
  newTrialDays,
  refuseCurrentPlan,
  runningTrialEnd,
  toStatusDto,
} from "./subscription";
import type { BillingStatusDto, LocalCheckoutDto } from "./types";

// Local checkout (no STRIPE_SECRET_KEY): nothing is charged and nothing renews, so the plan stays until the user
// cancels, which downgrades to Free at once (there is no paid period to honour).

const LOCAL_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function requireLocalBilling(what: string): void {
  // With Stripe configured the local checkout does not exist, so its sessions are simply not found.
  if (isStripeConfigured()) throw notFound(what);
}

function localStatus(session: { status: string; expiresAt: Date | null }, now: Date): LocalCheckoutDto["status"] {
  if (session.status === "completed") return "completed";
  if (session.status === "expired" || (session.expiresAt && session.expiresAt.getTime() <= now.getTime()))
    return "expired";
  return "open";
}

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

function localTrial(
  plan: PaidPlanId,
  user: {
    subscriptionPlan: string;
    subscriptionStatus: string;
    subscriptionCurrentPeriodEnd: Date | null;
    trialUsedAt: Date | null;
  },
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

/** The session row is locked, so two concurrent confirmations cannot both apply the plan. */
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
    if (state === "expired")
      throw new AppError("conflict", "This checkout has expired. Please choose your plan again.");
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
      data: {
        id: `local_checkout_${sessionId}`,
        type: "local.checkout.completed",
        userId,
        payload: { sessionId, plan: plan.id },
      },
    });
    return row;
  });

  // Only a confirmation without a trial stands in for a paid invoice (a $0 trial invoice earns nothing). The reward is
  // idempotent, so a failure is logged rather than failing a checkout that is already applied.
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

export async function cancelLocalSubscription(userId: string): Promise<BillingStatusDto> {
  requireLocalBilling("Local subscription");
  const row = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { subscriptionPlan: true } });
    if (user.subscriptionPlan === "free")
      throw new AppError("conflict", "You are on the Free plan: there is no subscription to cancel.");
    const updated = await applySubscriptionState(
      userId,
      {
        plan: "free",
        status: "canceled",
        subscriptionId: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        trialEnd: null,
      },
      tx,
    );
    await tx.billingEvent.create({
      data: {
        id: `local_cancel_${randomUUID()}`,
        type: "local.subscription.canceled",
        userId,
        payload: { from: user.subscriptionPlan },
      },
    });
    return updated;
  });
  return toStatusDto(row);
}
