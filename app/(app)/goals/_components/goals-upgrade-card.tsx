import Link from "@/components/ui/link";
import { Crown } from "lucide-react";

import { PLANS_BY_ID, formatPlanPrice } from "@/lib/billing/plans";
import { Button } from "@/components/ui/button";

// Shown to Free users in place of the Create Goal button: goal setting is a Basic/Pro feature.

export function GoalsUpgradeCard() {
  return (
    <div
      role="region"
      aria-labelledby="goals-upgrade-heading"
      className="flex flex-col gap-4 rounded-xl border border-primary/20 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h3 id="goals-upgrade-heading" className="flex items-center gap-2 font-semibold">
          <Crown aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Goal setting is included in Basic and Pro
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Create emergency fund, savings and investment goals, add money as you save and earn XP when you reach them.
          Basic starts at {formatPlanPrice(PLANS_BY_ID.basic)} a month.
        </p>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-auto">
        <Link href="/subscribe">Upgrade Now</Link>
      </Button>
    </div>
  );
}
