import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ArrowRight, CircleX, LayoutDashboard } from "lucide-react";

import { requireUser } from "@/lib/auth/current-user";
import { PLANS_BY_ID, getPlan } from "@/lib/billing/plans";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Checkout canceled" };

// Where a canceled checkout lands (docs/product-rules.md "Subscribing"). Free's debt limit is not typed here:
// the number comes from the plan table, which the server's limit reads too.
export default async function CancelPage() {
  const user = await requireUser();
  const current = getPlan(user.subscriptionPlan);
  const free = PLANS_BY_ID.free;
  const freeLimit = free.debtLimit ?? 0;

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <CircleX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">Checkout canceled</h1>
        <p className="mt-3 text-muted-foreground text-pretty">
          No charge was made and nothing about your subscription changed. You are still on the {current.name} plan.
        </p>
        {current.id === "free" && (
          <p className="mt-4 rounded-lg border bg-muted/30 px-4 py-3 text-sm text-pretty" data-testid="free-plan-note">
            The Free plan lets you track {freeLimit} {freeLimit === 1 ? "debt" : "debts"} with Snowball and Avalanche
            strategies and progress tracking. Upgrade whenever you are ready to track more debts.
          </p>
        )}
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/">
              <LayoutDashboard aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/subscribe">
              View Plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
