import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { lockUserRow } from "@/lib/db/locks";
import { env } from "@/lib/env";
import { AppError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { rewardReferralForPaidUser } from "@/lib/referrals/service";
import { getStripe, isStripeConfigured } from "./stripe";
import { LIVE_STATUSES, applySubscriptionState, stateFromStripe } from "./subscription";

// Verify, then converge: the event id is recorded in the change's transaction (a replay is a no-op), the user's row
// locked and the subscription RE-READ from Stripe, so late, repeated or out-of-order events end at Stripe's state.

const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/** Ten times the API's cap: objects with long lists (invoice lines) grow past a few kilobytes. */
export const STRIPE_WEBHOOK_MAX_BODY_BYTES = 1_000_000;

/** Checked before the body is read; 404 while Stripe is not configured (a keyless run has no such route). */
export function stripeSignatureOf(signature: string | null): { signature: string; secret: string } {
  if (!isStripeConfigured()) throw notFound("Webhook");
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw new Error("STRIPE_WEBHOOK_SECRET is not set while STRIPE_SECRET_KEY is: webhooks cannot be verified.");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header");
  return { signature, secret };
}

export function verifyStripeEvent(rawBody: string, { signature, secret }: { signature: string; secret: string }) {
  try {
    return getStripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError("bad_request", "Invalid Stripe signature");
  }
}

export async function handleStripeEvent(event: Stripe.Event): Promise<{ received: true; outcome: WebhookOutcome }> {
  const ref = SUBSCRIPTION_EVENTS.has(event.type) ? subscriptionRef(event) : null;
  const userId = ref ? await findUserId(ref) : null;
  if (ref && !userId) {
    console.warn(
      `[billing] ${event.type} ${event.id}: no user for customer ${ref.customerId ?? "?"}; recorded and ignored`,
    );
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
      await lockUserRow(tx, userId);
      if (event.type === "checkout.session.completed") {
        await tx.checkoutSession.updateMany({
          where: { id: ref.objectId, userId, status: "open" },
          data: { status: "completed", completedAt: new Date() },
        });
      }
      if (ref.customerId) {
        await tx.user.updateMany({
          where: { id: userId, stripeCustomerId: null },
          data: { stripeCustomerId: ref.customerId },
        });
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
      return {
        objectId: sub.id,
        subscriptionId: sub.id,
        customerId: idOf(sub.customer),
        userId: sub.metadata?.userId ?? null,
      };
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

/** Another subscription takes over only when live, and from a live recorded one only when newer (no flapping). */
async function convergeSubscription(
  tx: Prisma.TransactionClient,
  userId: string,
  subscriptionId: string,
): Promise<void> {
  const stripe = getStripe();
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeSubscriptionId: true } });
  const current = user.stripeSubscriptionId;

  if (current && current !== sub.id) {
    if (!LIVE_STATUSES.has(sub.status)) return; // an old or abandoned subscription: nothing to do with the plan
    const recorded = await stripe.subscriptions.retrieve(current).catch(() => null);
    if (recorded && LIVE_STATUSES.has(recorded.status)) {
      console.warn(
        `[billing] user ${userId} has two live subscriptions (${current}, ${sub.id}); following the newer one`,
      );
      if (recorded.created > sub.created) return;
    }
  } else if (!current && !LIVE_STATUSES.has(sub.status)) {
    return; // e.g. an embedded checkout not paid yet: the user stays as they are
  }
  await applySubscriptionState(userId, stateFromStripe(sub), tx);
}
