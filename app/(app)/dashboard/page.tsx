import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/current-user";
import { PLANS } from "@/lib/billing/plans";
import { SelectedPlanRedirect } from "./_components/selected-plan-redirect";

export const metadata: Metadata = { title: "Dashboard" };

// Served at "/" for signed-in visitors (proxy.ts rewrites "/" here when a session cookie is present).
export default async function DashboardPage() {
  const user = (await getCurrentUser())!; // the (app) layout has already required a user
  const plan = PLANS.find((p) => p.id === user.subscriptionPlan) ?? PLANS[0]!;
  return (
    <div className="space-y-6">
      <SelectedPlanRedirect />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Welcome back, {user.firstName || "there"}!</h1>
        <p className="mt-2 text-muted-foreground">Here is where your debt-free journey stands today.</p>
      </div>
      <section aria-labelledby="plan-heading" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="plan-heading" className="text-lg font-semibold">Subscription Status</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {plan.name} plan · {user.subscriptionStatus === "active" || user.subscriptionStatus === "trialing" ? "Active" : "Inactive"}
        </p>
      </section>
    </div>
  );
}
