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

// Calendar days are dates without a zone: format them in UTC so "2027-03-01" is March 1 everywhere.
const dayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2027-03-01" -> "March 1, 2027". */
export function formatGoalDate(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
