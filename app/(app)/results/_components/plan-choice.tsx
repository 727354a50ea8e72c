"use client";

import Link from "@/components/ui/link";
import { useId } from "react";
import { ListOrdered, Lock } from "lucide-react";

import { PLAN_STRATEGY_NAMES, type PlanStrategy } from "@/lib/plan/types";
import type { StrategyDto } from "@/lib/strategies/types";
import { formatDollars } from "@/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { whenNearScreen } from "@/components/ui/when-near-screen";
import { isSavedPlan, PlanAction, useSavedPlan, useSavePlan } from "./saved-plan";

// Pro's order editor (its list and keyboard moves) is far below the fold: it loads when it nears the screen.
const CustomOrderForm = whenNearScreen(
  () => import("./custom-order-form").then((m) => m.CustomOrderForm),
  () => <Skeleton className="h-24 w-full" />,
);

// Choosing the plan the dashboard's "Pay this month" follows (PUT /api/plan), from the results: avalanche or
// snowball from their comparison cards, or (Pro) an order of the user's own. The extra payment saved is the one
// these results were calculated with, so the plan saved is the one the card shows.

/** "Make this my plan" on a comparison card (avalanche, snowball, or for Pro one of the more orders). */
export function MakeThisMyPlan({
  strategy,
  extraPayment,
}: {
  strategy: Exclude<PlanStrategy, "custom">;
  extraPayment: string;
}) {
  const { data: plan } = useSavedPlan();
  const save = useSavePlan();
  return (
    <PlanAction
      isSaved={isSavedPlan(plan, strategy, extraPayment)}
      pending={save.isPending}
      onSave={() => save.mutate({ strategy, extraPayment })}
      label={`Make this my plan: ${PLAN_STRATEGY_NAMES[strategy]}`}
    >
      Make this my plan
    </PlanAction>
  );
}

/**
 * Pro: the user's own payoff order as their plan. Other plans see what it would give them and the way to Pro, as
 * the what-if simulator's Pro part does (the server refuses a custom plan below Pro with 403 plan_limit).
 */
export function CustomPlanCard({ strategy, canCustomize }: { strategy: StrategyDto; canCustomize: boolean }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListOrdered aria-hidden="true" className="size-5 text-primary" />
          <h2 id={titleId} className="text-lg">
            Your own payoff order
          </h2>
        </CardTitle>
        <CardDescription>
          Pay your debts off in the order you choose, with the same {formatDollars(strategy.extraPayment)} extra a
          month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {canCustomize ? (
          <CustomOrderForm strategy={strategy} />
        ) : (
          <p className="flex items-start gap-2 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Custom strategies are included in Pro: choose which debt to pay off first and make that order your plan.{" "}
              <Link href="/subscribe" className="font-medium text-primary underline-offset-4 hover:underline">
                Upgrade to Pro
              </Link>
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
