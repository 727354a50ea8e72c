import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** After a write to a plan: its card, its detail and its extra contribution pages all re-read. */
export function refreshPlan(queryClient: QueryClient, planId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.sharedPlans });
  // The detail key is a prefix of the contributions key, so this refreshes both.
  void queryClient.invalidateQueries({ queryKey: queryKeys.sharedPlan(planId) });
}
