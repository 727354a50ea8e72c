import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { ResultsView } from "./_components/results-view";

export const metadata: Metadata = {
  title: "Your Debt Payoff Plan",
  description: "Your payoff strategy compared across avalanche, snowball and minimum payments.",
};

export default async function ResultsPage() {
  const user = (await getCurrentUser())!; // the (app) layout has already required a user
  const plan = getPlan(user.subscriptionPlan);
  return <ResultsView planId={plan.id} flags={plan.flags} />;
}
