// The TanStack Query keys of the challenges screen; the default query function joins them with "/" into the URL.
// The leaderboard key starts with the joined list's key, so invalidating that list refreshes leaderboards too.

export const MINE_QUERY_KEY = ["/api/challenges"] as const;
export const AVAILABLE_QUERY_KEY = ["/api/challenges/available"] as const;

export function leaderboardKey(challengeId: string) {
  return ["/api/challenges", challengeId, "leaderboard"] as const;
}
