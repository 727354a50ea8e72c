"use client";

import type { LumpSumDto, PlanStrategy } from "@/lib/plan/types";
import { sameLumpSums } from "@/lib/plan/same-lump-sums";
import { Button } from "@/components/ui/button";
import { isSavedPlan, PlanAction, useSavedPlan, useSavePlan } from "./saved-plan";

// Its own module, loaded with the what-if panel: comparing lump sums needs the money parser, which the page's first
// paint (the comparison cards' "Make this my plan") does not (ARCHITECTURE.md "Speed": JavaScript per page).

/**
 * Pro: the what-if as the plan: its strategy (any order, a custom one with its order), its extra payment and its
 * dated lump sums, all in one PUT. `disabled` while a lump-sum row has an error (the button says why nearby).
 */
export function MakeWhatIfMyPlan({
  strategy,
  extraPayment,
  customOrder,
  lumpSums,
  disabled,
}: {
  strategy: PlanStrategy;
  extraPayment: string;
  customOrder?: string[];
  lumpSums: LumpSumDto[];
  disabled?: boolean;
}) {
  const { data: plan } = useSavedPlan();
  const save = useSavePlan();
  if (disabled) {
    return (
      <Button type="button" size="sm" variant="outline" disabled>
        Make this my plan
      </Button>
    );
  }
  return (
    <PlanAction
      isSaved={
        isSavedPlan(plan, strategy, extraPayment, strategy === "custom" ? customOrder : undefined) &&
        sameLumpSums(plan?.lumpSums ?? [], lumpSums)
      }
      pending={save.isPending}
      onSave={() =>
        save.mutate(
          strategy === "custom"
            ? { strategy, extraPayment, lumpSums, customOrder: customOrder ?? [] }
            : { strategy, extraPayment, lumpSums },
        )
      }
      label="Make this my plan: the what-if above"
    >
      Make this my plan
    </PlanAction>
  );
}
