import { useId } from "react";
import { CalendarDays, Users } from "lucide-react";

import type { SharedPlanSummaryDto } from "@/lib/shared-plans/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { PlanProgress } from "./plan-progress";
import { formatDay } from "@/lib/format";

export function PlanCard({ plan, onOpen }: { plan: SharedPlanSummaryDto; onOpen: () => void }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="w-full min-w-0 gap-4" data-testid="shared-plan-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0">
            <h2 id={titleId} className="text-lg leading-snug break-words">
              {plan.title}
            </h2>
          </CardTitle>
          <Badge variant={plan.role === "owner" ? "default" : "secondary"}>
            {plan.role === "owner" ? "Owner" : "Member"}
          </Badge>
        </div>
        <CardDescription className="line-clamp-2 break-words">
          {plan.description ??
            (plan.role === "owner" ? "Your shared plan" : `Shared by ${plan.ownerFirstName ?? "a friend"}`)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <PlanProgress total={plan.totalContributions} goal={plan.goalAmount} percent={plan.progressPercent} />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4" />
              Target date
            </dt>
            <dd className="mt-0.5 font-medium">{formatDay(plan.targetDate)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <Users aria-hidden="true" className="size-4" />
              Members
            </dt>
            <dd className="mt-0.5 font-medium tabular-nums">{plan.memberCount}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={onOpen}
          aria-label={`View details of ${plan.title}`}
        >
          View Details
        </Button>
      </CardFooter>
    </Card>
  );
}
