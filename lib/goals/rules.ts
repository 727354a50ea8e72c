// docs/product-rules.md "Goals". Pure: the service passes today's UTC day and the contributions per UTC month.

import { addMonthsToYearMonth, dayNumber } from "@/lib/dates";

const DAYS_PER_MONTH = 365.25 / 12;

export const AUTO_SAVE_MONTHS_SHOWN = 6;

export interface PaceInput {
  currentCents: number;
  targetCents: number;
  createdDay: string;
  targetDay: string | null;
  today: string;
}

export interface GoalPace {
  status: "on_track" | "behind";
  expectedCents: number;
  monthlyNeededCents: number | null;
  targetDatePassed: boolean;
}

// A straight line from creation to the target date; null without a date or once reached.
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
  month: string;
  savedCents: number;
  met: boolean;
  current: boolean;
}

export function autoSaveMonths(input: {
  autoSaveCents: number;
  createdDay: string;
  today: string;
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

/** docs/product-rules.md "Reminders": the scheduler sends by it and the goal's wire shape says it. */
export function hasAutoSaveReminder(goal: {
  autoSaveCents: number;
  currentCents: number;
  targetCents: number;
  isCompleted: boolean;
}): boolean {
  return goal.autoSaveCents > 0 && !goal.isCompleted && goal.currentCents < goal.targetCents;
}
