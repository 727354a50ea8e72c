"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { queryKeys } from "@/lib/query-keys";

/**
 * The plan just changed: drop the cached user and billing status so every screen reads the new plan. With
 * `showRefreshButton` (Stripe's webhook has not arrived yet) it also offers to re-read the page.
 */
export function RefreshBillingData({ showRefreshButton = false }: { showRefreshButton?: boolean }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [isRefreshing, startTransition] = useTransition();

  useEffect(() => {
    if (showRefreshButton) return; // the other instance on the page already did it
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    void queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus });
    void queryClient.invalidateQueries({ queryKey: queryKeys.debts });
  }, [queryClient, showRefreshButton]);

  if (!showRefreshButton) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="mt-4"
      disabled={isRefreshing}
      onClick={() => startTransition(() => router.refresh())}
    >
      <RefreshCw aria-hidden="true" className={isRefreshing ? "animate-spin" : undefined} />
      {isRefreshing ? "Checking..." : "Check again"}
    </Button>
  );
}
