import { PiggyBank, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";

import type { GoalType } from "@/lib/goals/types";
import { queryKeys } from "@/lib/query-keys";

// Display helpers shared by the goal screen's pieces.

/** Everything adding money can change besides the goal itself: XP and level, and savings challenges. */
export const ADD_MONEY_INVALIDATES = [queryKeys.gamificationSummary, queryKeys.myChallenges] as const;

export const GOAL_ICONS: Record<GoalType, LucideIcon> = {
  emergency_fund: ShieldCheck,
  savings: PiggyBank,
  investment: TrendingUp,
};
