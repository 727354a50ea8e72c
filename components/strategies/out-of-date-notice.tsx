"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { History, Loader2 } from "lucide-react";

import { apiJson, errorMessage, isUnauthorizedError } from "@/lib/client/api-client";
import type { StrategyDto } from "@/lib/strategies/types";
import { queryKeys } from "@/lib/query-keys";
import { handleLoggedOut } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";

// Over a strategy calculated before the debts or (on /results) the saved plan last changed: StrategyDto.outOfDate,
// docs/product-rules.md "Debt calculator and results".

const RECALCULATED = [
  queryKeys.latestStrategy,
  queryKeys.latestStrategySummary,
  queryKeys.plan,
  queryKeys.planThisMonth,
] as const;

export function OutOfDateNotice({
  compact = false,
  reason = "debts",
}: {
  compact?: boolean;
  reason?: "debts" | "plan";
}) {
  const queryClient = useQueryClient();
  const recalculate = useMutation({
    mutationFn: () => apiJson<StrategyDto>("POST", "/api/calculate-strategies", { message: "stream" }),
    onSuccess: () => {
      for (const queryKey of RECALCULATED) void queryClient.invalidateQueries({ queryKey });
      toast({ title: "Strategy recalculated", description: "From today's balances and your saved plan." });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleLoggedOut();
      toast({ title: "Couldn't recalculate", description: errorMessage(error), variant: "destructive" });
    },
  });
  return (
    <div
      role="status"
      data-testid="strategy-out-of-date"
      className="flex flex-col gap-2 rounded-md border border-notice-border bg-notice p-3 text-sm text-notice-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Out of date: your {reason === "plan" ? "plan" : "debts"} changed since this was calculated.
          {compact ? "" : " These numbers are from then."}
        </span>
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="shrink-0 self-start bg-background sm:self-auto"
        onClick={() => recalculate.mutate()}
        disabled={recalculate.isPending}
      >
        {recalculate.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {recalculate.isPending ? "Recalculating..." : "Recalculate"}
      </Button>
    </div>
  );
}
