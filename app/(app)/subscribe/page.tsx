import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { getBillingStatus } from "@/lib/billing/subscription";
import { features } from "@/lib/env";
import { FeatureComparisonTable } from "./_components/feature-comparison-table";
import { SubscribeView } from "./_components/subscribe-view";
import { TrustNotes } from "./_components/trust-notes";

export const metadata: Metadata = {
  title: "Choose Your Plan",
  description: "Compare the Free, Basic and Pro plans and upgrade your DebtWise subscription.",
};

// /subscribe. The session user paints the current plan at once; the client re-asks /api/auth/user on
// arrival and drives checkout. Which payment path exists is decided here, on the
// server: Stripe's hosted checkout when the secret key is set, the labelled local test checkout otherwise.
export default async function SubscribePage() {
  const user = await requireUser();
  const isStripe = features.stripe();
  const status = await getBillingStatus(user.id);
  return (
    <div className="space-y-12">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Choose Your Plan</h1>
        <p className="mt-3 text-muted-foreground text-pretty">
          Start free, upgrade when you need more. Every plan includes Snowball and Avalanche payoff strategies.
        </p>
      </header>

      <SubscribeView
        initialUser={{
          firstName: user.firstName,
          email: user.email,
          subscriptionPlan: getPlan(user.subscriptionPlan).id,
          subscriptionStatus: user.subscriptionStatus,
        }}
        initialStatus={status}
        isStripe={isStripe}
      />

      <FeatureComparisonTable />
      <TrustNotes isStripe={isStripe} />
    </div>
  );
}
