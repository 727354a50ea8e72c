"use client";

import Link from "next/link";
import { useId, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, ListOrdered, Lock } from "lucide-react";

import { PLAN_STRATEGY_NAMES, type LumpSumDto, type PlanDto, type PlanStrategy } from "@/lib/plan/types";
import type { TSavePlanInput } from "@/lib/validations/plan";
import type { StrategyDto } from "@/lib/strategies/types";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { formatDollars } from "@/lib/money";
import { toast } from "@/components/hooks/use-toast";
import { SubmitButton } from "@/components/forms/submit-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { sameLumpSums } from "@/lib/payoff/same-lump-sums";
import { afterHydration } from "@/components/ui/after-hydration";

// Pro's order editor (its list and keyboard moves) is far below the fold: it loads after the page.
const CustomOrderForm = afterHydration(
  () => import("./custom-order-form").then((m) => m.CustomOrderForm),
  () => <Skeleton className="h-24 w-full" />,
);


// Choosing the plan the dashboard's "Pay this month" follows (PUT /api/plan), from the results: avalanche or
// snowball from their comparison cards, or (Pro) an order of the user's own. The extra payment saved is the one
// these results were calculated with, so the plan saved is the one the card shows.

const PLAN_KEY = ["/api/plan"] as const;
export const DEBTS_KEY = ["/api/debts"] as const;

/** The saved plan (GET /api/plan), read on the server with the page. */
export function useSavedPlan() {
  return useQuery<PlanDto>({ queryKey: PLAN_KEY });
}

function sameMoney(a: string, b: string): boolean {
  return Math.round(Number(a) * 100) === Math.round(Number(b) * 100);
}

/**
 * True when the saved plan is `strategy` with `extraPayment` (and, when given, that custom order and those lump
 * sums).
 */
export function isSavedPlan(
  plan: PlanDto | undefined,
  strategy: PlanStrategy,
  extraPayment: string,
  order?: readonly string[],
  lumpSums?: readonly LumpSumDto[],
): boolean {
  if (!plan || plan.updatedAt === null || plan.strategy !== strategy || !sameMoney(plan.extraPayment, extraPayment)) return false;
  if (lumpSums !== undefined && !sameLumpSums(plan.lumpSums ?? [], lumpSums)) return false;
  return order === undefined || (plan.customOrder ?? []).join() === order.join();
}

/** PUT /api/plan, then the dashboard's month follows the new plan; the outcome is a toast either way. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    // The more orders and lump sums need Pro (403 plan_limit otherwise); a body without lumpSums keeps the saved ones.
    mutationFn: (input: TSavePlanInput) => apiJson<PlanDto>("PUT", "/api/plan", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(PLAN_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/plan/this-month"] });
      // The forecast compares the pace with the plan just saved.
      void queryClient.invalidateQueries({ queryKey: ["/api/progress/forecast"] });
      const extra = Number(saved.extraPayment) > 0 ? `${formatDollars(saved.extraPayment)} extra a month` : "no extra payment";
      const count = saved.lumpSums?.length ?? 0;
      const lumps = count === 0 ? "" : ` and ${count} lump ${count === 1 ? "sum" : "sums"}`;
      toast({
        title: "Plan saved",
        description: `${PLAN_STRATEGY_NAMES[saved.strategy]} with ${extra}${lumps} is now your plan. Pay this month on the dashboard follows it.`,
      });
    },
    onError: (error) => toast({ title: "Couldn't save your plan", description: errorMessage(error), variant: "destructive" }),
  });
}

/** The saved plan's mark, or the button that makes this plan the saved one. */
export function PlanAction({
  isSaved,
  pending,
  onSave,
  label,
  children,
}: {
  isSaved: boolean;
  pending: boolean;
  onSave: () => void;
  /** The button's name when the visible text needs its context ("Make this my plan: Snowball"). */
  label?: string;
  children: ReactNode;
}) {
  if (isSaved) {
    return (
      <Badge variant="success" className="gap-1" data-testid="your-plan">
        <CircleCheck aria-hidden="true" className="size-3" /> Your plan
      </Badge>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }
  return (
    <form onSubmit={submit}>
      <SubmitButton pending={pending} pendingLabel="Saving..." size="sm" variant="outline" aria-label={pending ? undefined : label}>
        {children}
      </SubmitButton>
    </form>
  );
}

/** "Make this my plan" on a comparison card (avalanche, snowball, or for Pro one of the more orders). */
export function MakeThisMyPlan({ strategy, extraPayment }: { strategy: Exclude<PlanStrategy, "custom">; extraPayment: string }) {
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
      isSaved={isSavedPlan(plan, strategy, extraPayment, strategy === "custom" ? customOrder : undefined, lumpSums)}
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
          Pay your debts off in the order you choose, with the same {formatDollars(strategy.extraPayment)} extra a month.
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
