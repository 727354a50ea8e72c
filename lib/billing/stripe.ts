import "server-only";
import Stripe from "stripe";
import { env, features } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { PaidPlanId } from "./plans";

// The Stripe client, created on first use from the environment (so `next build` and keyless runs never need a
// key). The API version is the one this SDK release is typed against, so the types match what Stripe sends.
// STRIPE_API_BASE (protocol://host:port) redirects every call, which is how the integration tests drive the
// real SDK against a local stand-in (tests/support/stripe-standin.ts). Server code only: never import this
// from a client component.

let client: Stripe | undefined;

export function getStripe(): Stripe {
  if (client) return client;
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env();
  if (!STRIPE_SECRET_KEY)
    throw new Error("STRIPE_SECRET_KEY is not set: check features.stripe() before calling Stripe.");
  client = new Stripe(STRIPE_SECRET_KEY, {
    // Webhook handling holds a database transaction open across a subscription read, so calls must be short.
    timeout: 10_000,
    maxNetworkRetries: 2,
    appInfo: { name: "DebtWise" },
    ...(STRIPE_API_BASE ? apiBase(STRIPE_API_BASE) : {}),
  });
  return client;
}

function apiBase(base: string): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export const isStripeConfigured = (): boolean => features.stripe();

/** The Stripe price for a paid plan, from the environment; a clear 503 when the deployment forgot it. */
export function priceIdFor(plan: PaidPlanId): string {
  const price = plan === "basic" ? env().STRIPE_PRICE_BASIC : env().STRIPE_PRICE_PRO;
  if (!price) {
    console.error(`[billing] STRIPE_PRICE_${plan.toUpperCase()} is not set while STRIPE_SECRET_KEY is.`);
    throw new AppError("unavailable", "Subscriptions are temporarily unavailable. Please try again later.");
  }
  return price;
}

/** The plan a Stripe price stands for, or null for a price this deployment does not sell. */
export function planForPriceId(priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  if (priceId === env().STRIPE_PRICE_BASIC) return "basic";
  if (priceId === env().STRIPE_PRICE_PRO) return "pro";
  return null;
}
