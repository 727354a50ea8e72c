import "server-only";
import Stripe from "stripe";
import { env, features } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { PaidPlanId } from "./plans";

// Created on first use so `next build` and keyless runs need no key. STRIPE_API_BASE points the real SDK at the
// integration tests' stand-in (tests/support/stripe-standin.ts).

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

export function priceIdFor(plan: PaidPlanId): string {
  const price = plan === "basic" ? env().STRIPE_PRICE_BASIC : env().STRIPE_PRICE_PRO;
  if (!price) {
    console.error(`[billing] STRIPE_PRICE_${plan.toUpperCase()} is not set while STRIPE_SECRET_KEY is.`);
    throw new AppError("unavailable", "Subscriptions are temporarily unavailable. Please try again later.");
  }
  return price;
}

export function planForPriceId(priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  if (priceId === env().STRIPE_PRICE_BASIC) return "basic";
  if (priceId === env().STRIPE_PRICE_PRO) return "pro";
  return null;
}
