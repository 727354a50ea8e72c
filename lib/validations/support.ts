import { z } from "@/lib/validations/zod";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";

// POST /api/support and the settings page's support form (issue 16 item 6): one schema for both.

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

export const ZSupportRequest = z.object({
  category: z.enum(SUPPORT_CATEGORIES, { error: "Choose a topic" }),
  // The subject goes into the team's mail subject line, so it stays on one line.
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(SUPPORT_SUBJECT_MAX_LENGTH, `Keep the subject to ${SUPPORT_SUBJECT_MAX_LENGTH} characters or fewer`)
    .refine(isSingleLine, `Subject ${CONTROL_CHARACTERS_MESSAGE}`),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(SUPPORT_MESSAGE_MIN_LENGTH, `Tell us a little more (at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters)`)
    .max(SUPPORT_MESSAGE_MAX_LENGTH, `Keep the message to ${SUPPORT_MESSAGE_MAX_LENGTH} characters or fewer`),
});
export type TSupportRequestInput = z.input<typeof ZSupportRequest>;
export type TSupportRequest = z.output<typeof ZSupportRequest>;
