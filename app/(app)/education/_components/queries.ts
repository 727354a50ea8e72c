import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

// The Education Hub's writes: where progress is saved, and what must re-read afterwards (keys in lib/query-keys.ts).

export function progressUrl(contentId: string): string {
  return `/api/education/${encodeURIComponent(contentId)}/progress`;
}

/** After progress is saved: the cards, the path (and with XP, the gamification summary) show the new state. */
export function invalidateAfterProgress(queryClient: QueryClient, xpGained: number): void {
  // A prefix: also marks the cached articles stale, so a reopened one shows its new completion.
  void queryClient.invalidateQueries({ queryKey: queryKeys.education });
  void queryClient.invalidateQueries({ queryKey: queryKeys.learningPath });
  if (xpGained > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.gamificationSummary });
}
