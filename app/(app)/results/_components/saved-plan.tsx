"use client";

import type { FormEvent, ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";

import { PLAN_STRATEGY_NAMES, type LumpSumDto, type PlanDto, type PlanStrategy } from "@/lib/plan/types";
import type { StrategyDto } from "@/lib/strategies/types";
import type { TSavePlanInput } from "@/lib/validations/plan";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { formatDollars } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { SubmitButton } from "@/components/forms/submit-button";
import { Badge } from "@/components/ui/badge";

// The saved plan on the results page: reading it, telling whether a choice is it, saving a choice, and the mark or
// button each choice shows. Shared by plan-choice.tsx (with the page) and custom-order-form.tsx (loaded after it).

/** The saved plan (GET /api/plan), read on the server with the page. */
export function useSavedPlan() {
  return useQuery<PlanDto>({ queryKey: queryKeys.plan });
}

function sameMoney(a: string, b: string): boolean {
  return Math.round(Number(a) * 100) === Math.round(Number(b) * 100);
}

/**
 * True when the saved plan is `strategy` with `extraPayment` (and, when given, that custom order). The what-if's
 * lump sums are compared by make-what-if-my-plan.tsx, which loads with the what-if panel.
 */
export function isSavedPlan(
  plan: PlanDto | undefined,
  strategy: PlanStrategy,
  extraPayment: string,
  order?: readonly string[],
): boolean {
  if (!plan || plan.updatedAt === null || plan.strategy !== strategy || !sameMoney(plan.extraPayment, extraPayment))
    return false;
  return order === undefined || (plan.customOrder ?? []).join() === order.join();
}

/** PUT /api/plan, then the dashboard's month follows the new plan; the outcome is a toast either way. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    // The more orders and lump sums need Pro (403 plan_limit otherwise); a body without lumpSums keeps the saved ones.
    mutationFn: (input: TSavePlanInput) => apiJson<PlanDto>("PUT", "/api/plan", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.plan, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.planThisMonth });
      // The forecast compares the pace with the plan just saved.
      void queryClient.invalidateQueries({ queryKey: queryKeys.forecast });
      const extra =
        Number(saved.extraPayment) > 0 ? `${formatDollars(saved.extraPayment)} extra a month` : "no extra payment";
      const count = saved.lumpSums?.length ?? 0;
      const lumps = count === 0 ? "" : ` and ${count} lump ${count === 1 ? "sum" : "sums"}`;
      toast({
        title: "Plan saved",
        description: `${PLAN_STRATEGY_NAMES[saved.strategy]} with ${extra}${lumps} is now your plan. Pay this month on the dashboard follows it.`,
      });
    },
    onError: (error) =>
      toast({ title: "Couldn't save your plan", description: errorMessage(error), variant: "destructive" }),
  });
}

export function YourPlanBadge() {
  return (
    <Badge variant="success" className="gap-1" data-testid="your-plan">
      <CircleCheck aria-hidden="true" className="size-3" /> Your plan
    </Badge>
  );
}

/**
 * True when the saved plan (GET /api/plan) is no longer the one `strategy` was calculated with (saved since from
 * these results or elsewhere): its numbers then describe the previous plan, and the page offers to recalculate.
 */
export function planChangedSince(
  strategy: Pick<StrategyDto, "createdAt" | "savedStrategy" | "savedOrder" | "extraPayment" | "lumpSums">,
  plan: PlanDto | undefined,
  { pro }: { pro: boolean },
): boolean {
  if (!plan || plan.updatedAt === null) return false;
  if (!isSavedPlan(plan, strategy.savedStrategy, strategy.extraPayment, strategy.savedOrder)) return true;
  // Only Pro can change lump sums, and the calculation kept those from its first month on (a UTC month, as the
  // "YYYY-MM" prefix of its time is).
  const firstMonth = strategy.createdAt.slice(0, 7);
  const current = plan.lumpSums.filter((l) => l.month >= firstMonth);
  return pro && !sameLumpSumDtos(strategy.lumpSums ?? [], current);
}

function sameLumpSumDtos(a: readonly LumpSumDto[], b: readonly LumpSumDto[]): boolean {
  return a.length === b.length && a.every((l, i) => l.month === b[i]!.month && sameMoney(l.amount, b[i]!.amount));
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
  if (isSaved) return <YourPlanBadge />;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }
  return (
    <form onSubmit={submit}>
      <SubmitButton
        pending={pending}
        pendingLabel="Saving..."
        size="sm"
        variant="outline"
        aria-label={pending ? undefined : label}
      >
        {children}
      </SubmitButton>
    </form>
  );
}
