// No server-only imports: safe for client components.

import type { ReminderChannel } from "@/lib/reminders/types";

/** In the create form's order (docs/product-rules.md "Goals"). */
export const GOAL_TYPE_IDS = ["emergency_fund", "savings", "investment"] as const;
export type GoalType = (typeof GOAL_TYPE_IDS)[number];

export interface GoalTypeInfo {
  id: GoalType;
  label: string;
  defaultTarget: string;
  /** Also the name of goals from before names existed. */
  defaultName: string;
  description: string;
}

export const GOAL_TYPES: Readonly<Record<GoalType, GoalTypeInfo>> = {
  emergency_fund: {
    id: "emergency_fund",
    label: "Emergency Fund",
    defaultTarget: "10000",
    defaultName: "Emergency fund",
    description: "A cushion for surprise bills, so they never land on a credit card.",
  },
  savings: {
    id: "savings",
    label: "Savings",
    defaultTarget: "5000",
    defaultName: "Savings",
    description: "Money set aside for a planned purchase or a milestone.",
  },
  investment: {
    id: "investment",
    label: "Investment",
    defaultTarget: "25000",
    defaultName: "Investment",
    description: "A long-term amount to grow once your debt is under control.",
  },
};

export function isGoalType(value: unknown): value is GoalType {
  return typeof value === "string" && (GOAL_TYPE_IDS as readonly string[]).includes(value);
}

export function goalTypeLabel(goalType: string): string {
  return isGoalType(goalType) ? GOAL_TYPES[goalType].label : goalType;
}

export const MAX_GOALS = 50;

export const GOAL_NAME_MAX = 80;

export interface GoalDto {
  id: string;
  name: string;
  goalType: GoalType;
  targetAmount: string;
  currentAmount: string;
  targetDate: string | null;
  autoSaveAmount: string;
  /** By the scheduler's own rule (lib/reminders/channels.ts). */
  reminderChannels: ReminderChannel[];
  autoSaveMonths: AutoSaveMonthDto[];
  pace: GoalPaceDto | null;
  isCompleted: boolean;
  createdAt: string;
  progressPercent: number;
}

export interface AutoSaveMonthDto {
  month: string;
  saved: string;
  met: boolean;
  current: boolean;
}

export interface GoalPaceDto {
  status: "on_track" | "behind";
  expectedAmount: string;
  monthlyNeeded: string | null;
  targetDatePassed: boolean;
}

// Rounded down so 99.9 % never reads as done; clamped because money beyond the target is accepted.
export function goalProgressPercent(currentCents: number, targetCents: number): number {
  if (targetCents <= 0) return currentCents > 0 ? 100 : 0;
  const percent = Math.floor((currentCents * 100) / targetCents);
  return Math.min(100, Math.max(0, percent));
}
