import { formatPlanPrice, type Plan } from "@/lib/billing/plans";

/** No client code of its own: the landing page renders it on the server and ships none of it. */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(plan)}</span>
        <span className="text-sm text-muted-foreground">
          {plan.billingPeriodLabel === "month" ? "/month" : "forever"}
        </span>
      </p>
    </>
  );
}
