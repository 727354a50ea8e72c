import { Check, X } from "lucide-react";
import type { Plan } from "@/lib/billing/plans";
import { cn } from "@/lib/utils";

export function PlanFeatureList({ plan }: { plan: Plan }) {
  return (
    <ul className="mt-6 flex-1 space-y-3 text-sm" aria-label={`${plan.name} features`}>
      {plan.features.map((feature) => (
        <li key={feature.label} className="flex items-start gap-3">
          {feature.included ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span className={cn(!feature.included && "text-muted-foreground line-through")}>
            {!feature.included && <span className="sr-only">Not included: </span>}
            {feature.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
