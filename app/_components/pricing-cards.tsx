import { PLANS, trialLabel } from "@/lib/billing/plans";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ChoosePlanButton } from "./choose-plan-button";
import { PlanFeatureList } from "@/components/billing/plan-feature-list";
import { PlanPrice } from "@/components/billing/plan-price";

/** The three plan cards, read from the one plan table. Server-rendered; only the buttons are client code. */
export function PricingCards() {
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-3 lg:items-stretch">
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
            plan.isPopular && "border-primary shadow-lg ring-1 ring-primary lg:-my-2 lg:py-10",
          )}
        >
          {plan.isPopular && (
            <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">Most Popular</Badge>
          )}
          <h3 id={`plan-${plan.id}-name`} className="text-xl font-semibold">
            {plan.name}
          </h3>
          <PlanPrice plan={plan} />
          <p className="mt-2 min-h-5 text-sm font-medium text-success">{trialLabel(plan)}</p>
          <PlanFeatureList plan={plan} />
          <div className="mt-8">
            <ChoosePlanButton
              planId={plan.id}
              label={plan.ctaLabel}
              className={cn(
                buttonVariants({ size: "lg", variant: plan.isPopular ? "default" : "outline" }),
                "h-11 w-full text-base",
              )}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
