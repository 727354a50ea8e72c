import type { Metadata } from "next";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { isSignUpSession, requireUser } from "@/lib/auth/current-user";
import { hasFeature, upgradeMessage } from "@/lib/billing/gates";
import { getPlan } from "@/lib/billing/plans";
import { listDebts } from "@/lib/debts/service";
import { getSavedPlan, getThisMonth } from "@/lib/plan/service";
import { getForecast, getProgress } from "@/lib/progress/service";
import { getLatestStrategySummary } from "@/lib/strategies/read";
import { queryKeys } from "@/lib/query-keys";
import { AskCoachCard } from "@/components/coach/ask-coach-card";
import { DebtsCard, LatestStrategyCard } from "./_components/below-fold";
import { FeatureGrid } from "./_components/feature-grid";
import { ForecastCard } from "./_components/forecast-card";
import { LogPaymentProvider } from "./_components/log-payment-provider";
import { ProgressChart } from "./_components/progress-chart";
import { QuickActions } from "./_components/quick-actions";
import { SelectedPlanRedirect } from "./_components/selected-plan-redirect";
import { SubscriptionStatusCard } from "./_components/subscription-status-card";
import { SummaryCards } from "./_components/summary-cards";
import { ThisMonthCard } from "./_components/this-month-card";
import { WhenHasDebts } from "./_components/when-has-debts";

export const metadata: Metadata = { title: "Dashboard" };

// Served at "/" for signed-in visitors (proxy.ts rewrites "/" here when a session cookie is present).
// The shell and everything known from the session render on the server; the cards that change when a
// payment is logged are client islands reading the shared TanStack Query cache, which the server fills
// under the same keys the API uses, so the first paint already has the numbers (no skeleton flash).
export default async function DashboardPage() {
  const user = await requireUser();
  const plan = getPlan(user.subscriptionPlan);
  const isActive = user.subscriptionStatus === "active" || user.subscriptionStatus === "trialing";
  const firstName = user.firstName?.trim() || "there";
  const forecasting = hasFeature(user, "forecasting");

  const queryClient = new QueryClient();
  // prefetchQuery never throws: on a failure the cache stays empty and the browser asks the API itself.
  const [signUpSession] = await Promise.all([
    isSignUpSession(),
    queryClient.prefetchQuery({ queryKey: queryKeys.debts, queryFn: () => listDebts(user.id) }),
    queryClient.prefetchQuery({
      queryKey: queryKeys.latestStrategySummary,
      queryFn: () => getLatestStrategySummary(user.id),
    }),
    queryClient.prefetchQuery({ queryKey: queryKeys.planThisMonth, queryFn: () => getThisMonth(user.id) }),
    queryClient.prefetchQuery({ queryKey: queryKeys.plan, queryFn: () => getSavedPlan(user.id) }),
    queryClient.prefetchQuery({ queryKey: queryKeys.progress, queryFn: () => getProgress(user) }),
    // Pro only: other plans see the upgrade note, and the API would refuse them.
    forecasting && queryClient.prefetchQuery({ queryKey: queryKeys.forecast, queryFn: () => getForecast(user) }),
  ]);

  return (
    <div className="space-y-8">
      <SelectedPlanRedirect />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {signUpSession ? "Welcome" : "Welcome back"}, {firstName}!
        </h1>
        <p className="mt-1.5 text-muted-foreground">Here is where your debt-free journey stands today.</p>
      </header>

      <HydrationBoundary state={dehydrate(queryClient)}>
        <LogPaymentProvider>
          <div className="space-y-8">
            {/* First: what to pay this month is what most visits are for. */}
            <ThisMonthCard />

            <WhenHasDebts>
              {/* Then how far the months so far have come, against the plan and against minimums only. */}
              <ProgressChart />

              {/* And where the pace of the last months leads, against the plan. */}
              <ForecastCard upgradeMessage={forecasting ? null : upgradeMessage("forecasting")} />
            </WhenHasDebts>

            <section aria-label="Summary">
              <SummaryCards />
            </section>

            {/* Phones read debts, then actions, then features; wide screens put the features under the
                debts, beside the taller sidebar. */}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
              <div className="below-fold lg:col-span-2">
                <DebtsCard planId={plan.id} />
              </div>
              <div className="below-fold space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
                <QuickActions />
                <AskCoachCard />
                <LatestStrategyCard />
                <SubscriptionStatusCard plan={plan} isActive={isActive} />
              </div>
              <div className="below-fold lg:col-span-2">
                <FeatureGrid />
              </div>
            </div>
          </div>
        </LogPaymentProvider>
      </HydrationBoundary>
    </div>
  );
}
