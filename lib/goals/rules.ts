// The goal rules that turn saved money and dates into what the goal card says (docs/product-rules.md "Goals"):
// whether a goal with a target date is on track, and whether each month met its auto-save amount. Pure (no I/O, no
// clock): the service passes today's UTC day and the contributions summed per UTC month. Money in integer cents.

import { addMonthsToYearMonth, dayNumber } from "@/lib/dates";

/** Average days in a month, for "per month" amounts over a span of days. */
const DAYS_PER_MONTH = 365.25 / 12;

/** Auto-save months the card shows, newest first (older months stay in the contributions, not on the card). */
export const AUTO_SAVE_MONTHS_SHOWN = 6;

export interface PaceInput {
  currentCents: number;
  targetCents: number;
  /** The UTC day the goal was created. */
  createdDay: string;
  /** Its target date, or null when it has none. */
  targetDay: string | null;
  today: string;
}

export interface GoalPace {
  status: "on_track" | "behind";
  /** What the straight line from creation to the target date says should be saved by today. */
  expectedCents: number;
  /** Behind only: what to save each month from now to still reach the target by its date (all of it when the date has passed). */
  monthlyNeededCents: number | null;
  /** The target date is today or behind us. */
  targetDatePassed: boolean;
}

/**
 * On track when currentAmount >= targetAmount x (days elapsed since creation / days from creation to the target
 * date); behind otherwise, with the monthly amount that reaches the target by the date. Null for a goal without
 * a target date or one already reached (there is no pace left to keep).
 */
export function goalPace(input: PaceInput): GoalPace | null {
  const { currentCents, targetCents, createdDay, targetDay, today } = input;
  if (targetDay === null || currentCents >= targetCents) return null;
  const span = dayNumber(targetDay) - dayNumber(createdDay);
  const elapsed = dayNumber(today) - dayNumber(createdDay);
  // A target date on the day of creation (or a clock oddity) means the whole target is due.
  const share = span <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / span));
  const expected = targetCents * share;
  const daysLeft = dayNumber(targetDay) - dayNumber(today);
  const targetDatePassed = daysLeft <= 0;
  if (currentCents >= expected) {
    return { status: "on_track", expectedCents: Math.ceil(expected), monthlyNeededCents: null, targetDatePassed };
  }
  const remaining = targetCents - currentCents;
  // Less than a month left still asks for the whole remainder, not a "monthly" figure larger than it.
  const months = Math.max(1, daysLeft / DAYS_PER_MONTH);
  return {
    status: "behind",
    expectedCents: Math.ceil(expected),
    monthlyNeededCents: targetDatePassed ? remaining : Math.ceil(remaining / months),
    targetDatePassed,
  };
}

export interface AutoSaveMonth {
  /** "YYYY-MM". */
  month: string;
  savedCents: number;
  /** Contributions dated in the month reached the auto-save amount. */
  met: boolean;
  /** This month: not over yet, so "not met" only means "not yet". */
  current: boolean;
}

/**
 * The months from the goal's creation to this one, newest first and at most AUTO_SAVE_MONTHS_SHOWN: what was
 * saved in each (contributions dated in that UTC month) and whether it reached the auto-save amount. Empty
 * without an auto-save amount.
 */
export function autoSaveMonths(input: {
  autoSaveCents: number;
  createdDay: string;
  today: string;
  /** Cents saved per "YYYY-MM". */
  savedByMonth: ReadonlyMap<string, number>;
}): AutoSaveMonth[] {
  if (input.autoSaveCents <= 0) return [];
  const first = input.createdDay.slice(0, 7);
  const thisMonth = input.today.slice(0, 7);
  const months: AutoSaveMonth[] = [];
  for (let m = thisMonth; m >= first && months.length < AUTO_SAVE_MONTHS_SHOWN; m = addMonthsToYearMonth(m, -1)) {
    const savedCents = input.savedByMonth.get(m) ?? 0;
    months.push({ month: m, savedCents, met: savedCents >= input.autoSaveCents, current: m === thisMonth });
  }
  return months;
}

/**
 * Whether a goal has a monthly auto-save reminder at all (docs/product-rules.md "Reminders"): an amount, and not
 * reached (flagged, or saved up to the target). The scheduler sends by it and the goal's wire shape says it.
 */
export function hasAutoSaveReminder(goal: {
  autoSaveCents: number;
  currentCents: number;
  targetCents: number;
  isCompleted: boolean;
}): boolean {
  return goal.autoSaveCents > 0 && !goal.isCompleted && goal.currentCents < goal.targetCents;
}
