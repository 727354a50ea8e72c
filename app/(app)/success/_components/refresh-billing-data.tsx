"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";

import { BILLING_STATUS_QUERY_KEY, USER_QUERY_KEY } from "@/components/billing/billing-client";
import { Button } from "@/components/ui/button";

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
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ["/api/debts"] });
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
