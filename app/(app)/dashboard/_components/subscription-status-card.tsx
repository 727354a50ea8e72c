import Link from "@/components/ui/link";
import { Crown } from "lucide-react";

import { MAX_DEBTS_PER_USER, PLANS_BY_ID, formatPlanPrice, type Plan } from "@/lib/billing/plans";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

// Subscription Status: plan, Active or Inactive, and an upgrade prompt on Free. Rendered
// on the server from the session user, so it never flashes a loading state.

export function SubscriptionStatusCard({ plan, isActive }: { plan: Plan; isActive: boolean }) {
  const isFree = plan.id === "free";
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="leading-none font-semibold">Subscription Status</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs text-muted-foreground">Current plan</p>
            <p className="text-lg font-semibold">{plan.name}</p>
          </div>
          <Badge variant={isActive ? "success" : "outline"}>{isActive ? "Active" : "Inactive"}</Badge>
        </div>
        {isFree ? (
          <div className="rounded-lg border border-primary/20 bg-primary/5 p-4">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Crown aria-hidden="true" className="size-4 text-primary" />
              Track up to {MAX_DEBTS_PER_USER} debts
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              Basic adds an in-depth plan analysis, email reminders and goal setting, from{" "}
              {formatPlanPrice(PLANS_BY_ID.basic)} a month.
            </p>
            <Button asChild size="sm" className="mt-3">
              <Link href="/subscribe">Upgrade Now</Link>
            </Button>
          </div>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link href="/subscribe">View plans</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
