import type { QueryClient } from "@tanstack/react-query";

// Query keys of the Education Hub. The default query function joins the parts with "/", so an article's key
// ["/api/education", id] reads GET /api/education/<id>.

export const EDUCATION_QUERY_KEY = ["/api/education"] as const;
export const LEARNING_PATH_QUERY_KEY = ["/api/education/learning-path"] as const;

export function articleQueryKey(contentId: string) {
  return [...EDUCATION_QUERY_KEY, contentId] as const;
}

export function progressUrl(contentId: string): string {
  return `/api/education/${encodeURIComponent(contentId)}/progress`;
}

/** After progress is saved: the cards, the path (and with XP, the gamification summary) show the new state. */
export function invalidateAfterProgress(queryClient: QueryClient, xpGained: number): void {
  // A prefix: also marks the cached articles stale, so a reopened one shows its new completion.
  void queryClient.invalidateQueries({ queryKey: [...EDUCATION_QUERY_KEY] });
  void queryClient.invalidateQueries({ queryKey: [...LEARNING_PATH_QUERY_KEY] });
  if (xpGained > 0) void queryClient.invalidateQueries({ queryKey: ["/api/gamification/summary"] });
}
