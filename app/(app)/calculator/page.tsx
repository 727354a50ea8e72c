import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { getPlan } from "@/lib/billing/plans";
import { getSavedPlan } from "@/lib/plan/service";
import { CalculatorForm } from "./_components/calculator-form";
import { NeedHelpPanel } from "./_components/need-help-panel";

export const metadata: Metadata = {
  title: "Debt Payoff Calculator",
  description: "Enter your debts to compare the avalanche and snowball payoff strategies.",
};

export default async function CalculatorPage() {
  const user = await requireUser();
  const plan = getPlan(user.subscriptionPlan);
  // Read here rather than in the browser, so the extra payment field is filled on the first paint and never jumps.
  const saved = await getSavedPlan(user.id);
  return (
    <div className="space-y-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">Debt Payoff Calculator</h1>
        <p className="mt-2 text-muted-foreground">
          Enter each debt with its current balance, interest rate (APR) and minimum payment. We compare the avalanche
          and snowball strategies and show exactly when you can be debt-free.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CalculatorForm
          planId={plan.id}
          planName={plan.name}
          debtLimit={plan.debtLimit}
          savedExtraPayment={saved.updatedAt === null ? null : saved.extraPayment}
        />
        <aside aria-label="Help" className="space-y-6">
          <NeedHelpPanel />
        </aside>
      </div>
    </div>
  );
}
