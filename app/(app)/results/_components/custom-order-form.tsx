"use client";

import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { DebtDto } from "@/lib/debts/types";
import type { StrategyDto } from "@/lib/strategies/types";
import { queryKeys } from "@/lib/query-keys";
import { LoadError } from "@/components/feedback/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { OrderList } from "./order-list";
import { isSavedPlan, PlanAction, useSavedPlan, useSavePlan } from "./saved-plan";

// Pro's own payoff order on the results page (CustomPlanCard in plan-choice.tsx), loaded after the page.

/**
 * `first` (the user's arrangement, else the saved custom order, else these results' recommended order) kept to the
 * open debts, then any open debt it leaves out (added since) in the order they were added, as the server runs it.
 */
function orderOfOpen(first: readonly string[], openIds: readonly string[]): string[] {
  const open = new Set(openIds);
  const listed = first.filter((id) => open.has(id));
  return [...listed, ...openIds.filter((id) => !listed.includes(id))];
}

export function CustomOrderForm({ strategy }: { strategy: StrategyDto }) {
  const labelId = useId();
  const plan = useSavedPlan();
  const debts = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const save = useSavePlan();
  // null until the user moves something: until then the list follows the saved plan and the debts as they load.
  const [edited, setEdited] = useState<string[] | null>(null);

  if (debts.isPending || plan.isPending) return <Skeleton className="h-24 w-full" />;
  if (debts.isError) {
    return (
      <LoadError
        inline
        what="your debts"
        error={debts.error}
        onRetry={() => void debts.refetch()}
        retrying={debts.isRefetching}
      />
    );
  }

  const open = debts.data.filter((d) => !d.isClosed);
  const names = new Map(open.map((d) => [d.id, d.name]));
  const order = orderOfOpen(edited ?? plan.data?.customOrder ?? strategy.debts.map((d) => d.id), [...names.keys()]);
  if (order.length === 0)
    return <p className="text-sm text-muted-foreground">You have no open debts to put in order.</p>;

  return (
    <div className="space-y-4">
      <p id={labelId} className="text-sm font-medium">
        Pay off first to last
      </p>
      <OrderList order={order} nameOf={(id) => names.get(id) ?? id} onChange={setEdited} labelledBy={labelId} />
      <PlanAction
        isSaved={isSavedPlan(plan.data, "custom", strategy.extraPayment, order)}
        pending={save.isPending}
        onSave={() => save.mutate({ strategy: "custom", extraPayment: strategy.extraPayment, customOrder: order })}
      >
        Save custom order
      </PlanAction>
    </div>
  );
}
