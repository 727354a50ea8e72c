// Limits, labels and helpers the forms need while they render, kept apart from the zod schemas that use them
// (each schema module re-exports its own): a form that imports one of these does not bring zod into its page.
// Forms fetch the schemas on first validation (lib/client/lazy-zod-resolver.ts). The day and payment-filter rules,
// which only the payment history applies while it renders, are in day-rules.ts, so no other page ships them.

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

// passkeys.ts
export const PASSKEY_NAME_MAX = 60;

// voice.ts
export const VOICE_QUERY_MAX_LENGTH = 500;

// coach.ts
export const COACH_MESSAGE_MAX_LENGTH = 500;

// account.ts
/** E-mail addresses are stored lower-cased; people type them however they like. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
