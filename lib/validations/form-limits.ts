// Kept apart from the zod schemas that use them (each re-exports its own): a form that imports one of these does not
// bring zod into its page.

export const PASSWORD_MIN_LENGTH = 8;

/** Four hours: the reading dialog measures real time since opening, so a tab left open overnight is capped. */
export const MAX_SESSION_SECONDS = 14_400;

export const OPTIONAL_INPUTS = [
  "hardshipReason",
  "proposedPayment",
  "settlementAmount",
  "settlementPercentage",
  "paymentDate",
] as const;
export type OptionalInput = (typeof OPTIONAL_INPUTS)[number];

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const CONTRIBUTION_DESCRIPTION_MAX = 200;

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

export const TOKEN_NAME_MAX = 60;

export const PASSKEY_NAME_MAX = 60;

export const VOICE_QUERY_MAX_LENGTH = 500;

export const COACH_MESSAGE_MAX_LENGTH = 500;

/** E-mail addresses are stored lower-cased; people type them however they like. */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
