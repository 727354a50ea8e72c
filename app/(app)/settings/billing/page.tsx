import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { BillingSettings } from "./_components/billing-settings";

export const metadata: Metadata = { title: "Billing" };

// The billing section of the account menu: the plan, its status and dates, and the way to manage or cancel it
// (Stripe's customer portal when Stripe is configured; the local cancel otherwise).
export default async function BillingSettingsPage() {
  const user = await requireUser();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing</h1>
        <p className="mt-1.5 text-muted-foreground">Your plan, its renewal and how to change or cancel it.</p>
      </header>
      <BillingSettings fallback={{ plan: getPlan(user.subscriptionPlan).id, status: user.subscriptionStatus }} />
    </div>
  );
}
