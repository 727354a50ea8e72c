import type { QueryClient } from "@tanstack/react-query";

// Query keys of the shared-plans screens. The default query function joins a key's parts with "/", so these
// are also the URLs they read.

export const PLANS_QUERY_KEY = ["/api/shared/plans"] as const;

export const planQueryKey = (planId: string) => ["/api/shared", planId] as const;

/**
 * The pages loaded by 'Show all', continuing after the detail's newest 5 (read with their own query function,
 * not the default one). The cursor is part of the key: a new contribution shifts which 5 the detail shows, and
 * the rest must then continue from the new 5th, not the old one.
 */
export const contributionsQueryKey = (planId: string, cursor: string) => ["/api/shared", planId, "contributions", cursor] as const;

/** After a write to a plan: its card, its detail and its extra contribution pages all re-read. */
export function refreshPlan(queryClient: QueryClient, planId: string): void {
  void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
  // The detail key is a prefix of the contributions key, so this refreshes both.
  void queryClient.invalidateQueries({ queryKey: planQueryKey(planId) });
}
