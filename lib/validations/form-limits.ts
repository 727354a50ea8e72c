// Limits, labels and helpers the forms need while they render, kept apart from the zod schemas that use them
// (each schema module re-exports its own): a form that imports one of these does not bring zod into its page.
// Forms fetch the schemas on first validation (lib/client/lazy-zod-resolver.ts).

import { dateFromDay } from "@/lib/dates";

// auth.ts
export const PASSWORD_MIN_LENGTH = 8;

// education.ts
export const MAX_SESSION_SECONDS = 14_400;

// negotiations.ts
export const OPTIONAL_INPUTS = [
  "hardshipReason",
  "proposedPayment",
  "settlementAmount",
  "settlementPercentage",
  "paymentDate",
] as const;
export type OptionalInput = (typeof OPTIONAL_INPUTS)[number];

// payments.ts: ZPaymentFilter, which the payment history applies to its URL while it renders (paymentFilterFrom).
export const PAYMENT_FILTER_DEBT_ID_MAX = 100;
export const PAYMENT_FILTER_MESSAGES = {
  from: "from must be a date",
  to: "to must be a date",
  range: "The To date must not be before the From date",
  // zod's own words for the debt id's min(1) and max(100), which the API answers with.
  debtIdBlank: "Too small: expected string to have >=1 characters",
  debtIdLong: `Too big: expected string to have <=${PAYMENT_FILTER_DEBT_ID_MAX} characters`,
} as const;

// shared-plans.ts
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const CONTRIBUTION_DESCRIPTION_MAX = 200;

// support.ts
export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const SUPPORT_CATEGORIES = ["billing", "account", "bug", "feature", "other"] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  billing: "Billing and plans",
  account: "Account and sign-in",
  bug: "Something is not working",
  feature: "Feature request",
  other: "Something else",
};

// tokens.ts
export const TOKEN_NAME_MAX = 60;

// voice.ts
export const VOICE_QUERY_MAX_LENGTH = 500;

// account.ts
/** E-mail addresses are stored lower-cased; people type them however they like. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

// dates.ts: the rules of dayField, which the payment history also applies to its URL while it renders.
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The days any date field accepts. Far outside the life of a debt, and years like 0001 break date arithmetic that
 * assumes four-digit years (the payment dated 0001-01-01 was a 500).
 */
export const EARLIEST_DAY = "1900-01-01";
export const LATEST_DAY = "2100-12-31";
export const DAY_MESSAGES = {
  format: "Use the format YYYY-MM-DD",
  real: "Enter a real date",
  range: "Enter a date between 1900 and 2100",
} as const;

/** True for a well-formed day that exists on the calendar ("2027-02-30" does not). */
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
