import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { revokeAllTokens } from "@/lib/tokens/service";
import { hasFeature } from "./gates";
import { PLANS_BY_ID, getPlan, isPaidPlanId, type PaidPlanId, type PlanId } from "./plans";
import { isStripeConfigured, planForPriceId } from "./stripe";
import type { BillingStatusDto } from "./types";

// docs/product-rules.md "Subscribing". Only applySubscriptionState writes a user's plan, for the webhook and the local
// checkout alike; past_due keeps the paid plan while Stripe retries the card. One trial per account, whichever plan
// (docs/product-rules.md "Plans and limits"); a plan change during a trial keeps the trial's end.

type Db = PrismaClient | Prisma.TransactionClient;

export const LIVE_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

export interface SubscriptionState {
  /** The plan the subscription is for; only granted while the status is live. */
  plan: PlanId;
  status: string;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** End of the subscription's trial, if it has (or had) one: marks the account's one trial as used. */
  trialEnd: Date | null;
}

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
  // A downgrade below API access ends the tokens for good: an upgrade back does not revive them.
  if (!hasFeature(row, "apiAccess")) await revokeAllTokens(userId, client);
  return row;
}

export const billingSelect = {
  subscriptionPlan: true,
  subscriptionStatus: true,
  stripeCustomerId: true,
  stripeSubscriptionId: true,
  subscriptionCurrentPeriodEnd: true,
  subscriptionCancelAtPeriodEnd: true,
  trialUsedAt: true,
} as const;

export type BillingRow = Prisma.UserGetPayload<{ select: typeof billingSelect }>;

export function toStatusDto(row: BillingRow): BillingStatusDto {
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

export function newTrialDays(plan: PaidPlanId, trialUsedAt: Date | null): number {
  return trialUsedAt ? 0 : PLANS_BY_ID[plan].trialDays;
}

export function runningTrialEnd(
  row: { subscriptionStatus: string; subscriptionCurrentPeriodEnd: Date | null },
  now: Date,
): Date | null {
  const end = row.subscriptionCurrentPeriodEnd;
  return row.subscriptionStatus === "trialing" && end && end.getTime() > now.getTime() ? end : null;
}

export async function getBillingStatus(userId: string): Promise<BillingStatusDto> {
  const row = await db.user.findUnique({ where: { id: userId }, select: billingSelect });
  if (!row) throw notFound("User");
  return toStatusDto(row);
}

export function refuseCurrentPlan(currentPlan: string, plan: PaidPlanId): void {
  if (currentPlan === plan) throw new AppError("conflict", `You are already on the ${PLANS_BY_ID[plan].name} plan.`);
}

export function stateFromStripe(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items.data[0];
  const fromPrice = planForPriceId(item?.price.id);
  const fromMetadata = isPaidPlanId(sub.metadata?.plan) ? sub.metadata.plan : null;
  const plan = fromPrice ?? fromMetadata;
  if (!plan && LIVE_STATUSES.has(sub.status)) {
    throw new Error(
      `Subscription ${sub.id} has price ${item?.price.id ?? "?"}, which is neither STRIPE_PRICE_BASIC nor STRIPE_PRICE_PRO`,
    );
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
