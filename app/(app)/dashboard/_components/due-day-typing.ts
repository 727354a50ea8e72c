// Typing a due day on the closed due-day list (debts-card.tsx). The list's options exist only while it is open (see
// DueDayControl), so Radix's own type-to-select has nothing to match while closed; these rules give the keyboard
// the same reach: digits pick the day, one save per day typed.

/** Due days run 1-28 (lib/validations/debts.ts). */
export const MAX_DUE_DAY = 28;

export interface TypedDueDay {
  /** The digits kept for the next key ("" when nothing can follow). */
  buffer: string;
  /** The day the digits so far name, or null when they name none. */
  day: number | null;
  /** True when no further digit could make another valid day: save now instead of waiting. */
  complete: boolean;
}

/**
 * The state after `digit` is typed with `buffer` already typed: "2" waits (20-28 may follow), "2" then "5" is the
 * 25th at once, "7" is the 7th at once, and a digit that cannot continue the buffer ("3" after "3") starts again.
 */
export function typeDueDayDigit(buffer: string, digit: string): TypedDueDay {
  const joined = Number(buffer + digit);
  if (buffer !== "" && joined >= 1 && joined <= MAX_DUE_DAY) return settle(buffer + digit);
  return settle(digit);
}

function settle(digits: string): TypedDueDay {
  const day = Number(digits);
  if (!(day >= 1 && day <= MAX_DUE_DAY)) return { buffer: "", day: null, complete: false };
  const canGrow = digits.length === 1 && day * 10 <= MAX_DUE_DAY;
  return { buffer: canGrow ? digits : "", day, complete: !canGrow };
}
