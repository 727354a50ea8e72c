import { PiggyBank, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";

import type { GoalType } from "@/lib/goals/types";

// Display helpers shared by the goal screen's pieces.

export const GOALS_QUERY_KEY = ["/api/goals"] as const;

/** Everything adding money can change besides the goal itself: XP and level, and savings challenges. */
export const ADD_MONEY_INVALIDATES = [["/api/gamification/summary"], ["/api/challenges"]] as const;

export const GOAL_ICONS: Record<GoalType, LucideIcon> = {
  emergency_fund: ShieldCheck,
  savings: PiggyBank,
  investment: TrendingUp,
};
