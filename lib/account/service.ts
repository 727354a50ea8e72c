import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import { getPlan } from "@/lib/billing/plans";
import { LIVE_STATUSES } from "@/lib/billing/subscription";
import { getStripe, isStripeConfigured } from "@/lib/billing/stripe";
import { removeAllItemsOf } from "@/lib/plaid/service";
import { rateLimitsOfEmail, type RateLimitRule } from "@/lib/rate-limit";
import { CONFIRM_MISMATCH, confirmsEmail, type TDeleteAccount } from "@/lib/validations/account";
import type { AccountDeletionImpact } from "./types";

// Account deletion. The typed address is the confirmation, not a password: accounts that sign in by e-mailed link
// have none to re-enter. Stripe, then Plaid, go first: if either cannot be reached it is a 503 and nothing is
// deleted, so a user is never left erased but still billed or connected. Deleting the User row cascades to the rest,
// Session rows included, which revokes every session at once.

export const ACCOUNT_DELETE_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** Nothing left to cancel. */
const FINAL_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

export async function getDeletionImpact(userId: string): Promise<AccountDeletionImpact> {
  const [user, ownedSharedPlans] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { subscriptionPlan: true, subscriptionStatus: true } }),
    db.sharedPlan.count({ where: { ownerId: userId } }),
  ]);
  if (!user) throw notFound("User");
  const live = user.subscriptionPlan !== "free" && LIVE_STATUSES.has(user.subscriptionStatus);
  return { ownedSharedPlans, activeSubscriptionPlan: live ? getPlan(user.subscriptionPlan).name : null };
}

export async function deleteAccount(userId: string, input: TDeleteAccount): Promise<void> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, stripeSubscriptionId: true, subscriptionStatus: true },
  });
  if (!user) throw notFound("User");
  if (!confirmsEmail(input.confirm, user.email)) throw fieldError("confirm", CONFIRM_MISMATCH);

  if (isStripeConfigured() && user.stripeSubscriptionId && !FINAL_SUBSCRIPTION_STATUSES.has(user.subscriptionStatus)) {
    await cancelStripeSubscription(user.stripeSubscriptionId);
  }
  await removeAllItemsOf(userId);

  const email = user.email.toLowerCase();
  const sameAddress = { equals: email, mode: "insensitive" as const };
  await db.$transaction(
    async (tx) => {
      // Other people's rows that name this person by address keep their own meaning without it: a referrer keeps
      // the reward history, a plan owner loses the invitation, the outbox forgets mail sent to the address.
      await tx.referral.updateMany({
        where: { referrerId: { not: userId }, OR: [{ referredUserId: userId }, { referredEmail: sameAddress }] },
        data: { referredEmail: null },
      });
      await tx.sharedPlanMember.deleteMany({ where: { OR: [{ userId }, { email }] } });
      await tx.outboxMessage.deleteMany({ where: { OR: [{ userId }, { to: sameAddress }] } });
      await tx.verificationToken.deleteMany({ where: { identifier: email } });
      // Kept hashed (docs/product-rules.md "Rate limits").
      await tx.rateLimit.deleteMany({ where: rateLimitsOfEmail(email) });
      // Processed Stripe events stay (their ids keep a replay from being applied again, and userId becomes null
      // by the schema), but their payloads carry the customer's name and address.
      await tx.billingEvent.updateMany({ where: { userId }, data: { payload: { erased: "account deleted" } } });
      await tx.user.delete({ where: { id: userId } });
    },
    { timeout: 30_000 },
  );
}

async function cancelStripeSubscription(subscriptionId: string): Promise<void> {
  try {
    await getStripe().subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Already gone at Stripe: nothing left that could charge the user.
    if ((error as { code?: unknown }).code === "resource_missing") return;
    console.error(`[account] cancelling Stripe subscription ${subscriptionId} before deletion failed`, error);
    throw new AppError(
      "unavailable",
      "We could not cancel your subscription with our payment provider, so nothing was deleted. Please try again in a few minutes.",
      { retryAfterSeconds: 60 },
    );
  }
}
