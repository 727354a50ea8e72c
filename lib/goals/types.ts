// Wire shape and constants of financial goals (GET/POST /api/goals, PATCH /api/goals/{id}). Safe to import from
// client components: no server-only imports here.

import type { ReminderChannel } from "@/lib/reminders/types";

/** The goal types, in the order the create form offers them (docs/product-rules.md "Goals"). */
export const GOAL_TYPE_IDS = ["emergency_fund", "savings", "investment"] as const;
export type GoalType = (typeof GOAL_TYPE_IDS)[number];

export interface GoalTypeInfo {
  id: GoalType;
  label: string;
  /** What choosing the type prefills as the target, a decimal string in whole dollars. */
  defaultTarget: string;
  /** What choosing the type prefills as the name (and what goals from before names were called). */
  defaultName: string;
  /** One line for the type picker. */
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

/** The label of a goal type ("Emergency Fund"); the raw value for a type this build does not know. */
export function goalTypeLabel(goalType: string): string {
  return isGoalType(goalType) ? GOAL_TYPES[goalType].label : goalType;
}

/** A user may keep this many goals (409 past it). */
export const MAX_GOALS = 50;

/** A goal's name: 1-80 characters on one line. */
export const GOAL_NAME_MAX = 80;

export interface GoalDto {
  id: string;
  name: string;
  goalType: GoalType;
  /** Decimal strings with 2 decimals: "10000.00". */
  targetAmount: string;
  currentAmount: string;
  /** Calendar day "YYYY-MM-DD", or null when the goal has no date. */
  targetDate: string | null;
  /** Planned saving per month; "0.00" when none. */
  autoSaveAmount: string;
  /**
   * The channels the monthly auto-save reminder goes out on, by the scheduler's own rule
   * (lib/reminders/channels.ts): empty without an auto-save amount, once the goal is reached, or when the owner's
   * plan, verified address or reminder settings send none.
   */
  reminderChannels: ReminderChannel[];
  /** Newest first, from the goal's creation; empty without an auto-save amount (lib/goals/rules.ts). */
  autoSaveMonths: AutoSaveMonthDto[];
  /** On track or behind for a goal with a target date; null without one or once reached. */
  pace: GoalPaceDto | null;
  /** True once the saved amount has reached the target. */
  isCompleted: boolean;
  /** ISO instant. */
  createdAt: string;
  /** Whole percent 0..100, clamped: money beyond the target still shows 100. */
  progressPercent: number;
}

export interface AutoSaveMonthDto {
  /** "YYYY-MM". */
  month: string;
  /** Decimal string: contributions dated in that month (UTC). */
  saved: string;
  met: boolean;
  /** The month in progress ("not met" means "not yet"). */
  current: boolean;
}

export interface GoalPaceDto {
  status: "on_track" | "behind";
  /** Decimal string: what the straight line from creation to the target date expects saved by today. */
  expectedAmount: string;
  /** Behind only: a decimal string per month to still reach the target by its date; null when on track. */
  monthlyNeeded: string | null;
  targetDatePassed: boolean;
}

/**
 * Whole percent of the target saved, rounded down so 99.9 % never reads as done, and clamped to 0..100 because
 * money beyond the target is accepted. Works on integer cents so "0.10" of "0.30" is exactly 33.
 */
export function goalProgressPercent(currentCents: number, targetCents: number): number {
  if (targetCents <= 0) return currentCents > 0 ? 100 : 0;
  const percent = Math.floor((currentCents * 100) / targetCents);
  return Math.min(100, Math.max(0, percent));
}
