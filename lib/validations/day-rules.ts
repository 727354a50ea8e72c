// Without zod: the payment history applies these to its URL while it renders, and only that page needs them.

import { dateFromDay } from "@/lib/dates";

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Years like 0001 break date arithmetic that assumes four-digit years (the payment dated 0001-01-01 was a 500). */
export const EARLIEST_DAY = "1900-01-01";
export const LATEST_DAY = "2100-12-31";
export const DAY_MESSAGES = {
  format: "Use the format YYYY-MM-DD",
  real: "Enter a real date",
  range: "Enter a date between 1900 and 2100",
} as const;

export function isRealDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = dateFromDay(day);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** dayField's first complaint about an already trimmed value, or null when it accepts it. */
export function dayProblem(day: string, requiredMessage: string): string | null {
  if (day === "") return requiredMessage;
  if (!DAY_PATTERN.test(day)) return DAY_MESSAGES.format;
  if (!isRealDay(day)) return DAY_MESSAGES.real;
  if (day < EARLIEST_DAY || day > LATEST_DAY) return DAY_MESSAGES.range;
  return null;
}

export const PAYMENT_FILTER_DEBT_ID_MAX = 100;
export const PAYMENT_FILTER_MESSAGES = {
  from: "from must be a date",
  to: "to must be a date",
  range: "The To date must not be before the From date",
  // zod's own words for the debt id's min(1) and max(100), which the API answers with.
  debtIdBlank: "Too small: expected string to have >=1 characters",
  debtIdLong: `Too big: expected string to have <=${PAYMENT_FILTER_DEBT_ID_MAX} characters`,
} as const;
