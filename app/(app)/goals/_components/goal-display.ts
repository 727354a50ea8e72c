import type { QueryClient } from "@tanstack/react-query";
import { PiggyBank, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";

import type { GoalDto, GoalType } from "@/lib/goals/types";
import { queryKeys } from "@/lib/query-keys";

// Display helpers shared by the goal screen's pieces.

/** Everything adding money can change besides the goal itself: XP and level, and savings challenges. */
export const ADD_MONEY_INVALIDATES = [queryKeys.gamificationSummary, queryKeys.myChallenges] as const;

/** The server's answer for one changed goal takes its place in the list at once; the list is then asked again. */
export function showChangedGoal(queryClient: QueryClient, changed: GoalDto): void {
  queryClient.setQueryData<GoalDto[]>(queryKeys.goals, (old) => old?.map((g) => (g.id === changed.id ? changed : g)));
  void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
}

export const GOAL_ICONS: Record<GoalType, LucideIcon> = {
  emergency_fund: ShieldCheck,
  savings: PiggyBank,
  investment: TrendingUp,
};
