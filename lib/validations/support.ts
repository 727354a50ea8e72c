import { z } from "@/lib/validations/zod";
import * as limits from "./form-limits";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";
export {
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  type SupportCategory,
} from "./form-limits";

export const ZSupportRequest = z.object({
  category: z.enum(limits.SUPPORT_CATEGORIES, { error: "Choose a topic" }),
  // The subject goes into the team's mail subject line, so it stays on one line.
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(
      limits.SUPPORT_SUBJECT_MAX_LENGTH,
      `Keep the subject to ${limits.SUPPORT_SUBJECT_MAX_LENGTH} characters or fewer`,
    )
    .refine(isSingleLine, `Subject ${CONTROL_CHARACTERS_MESSAGE}`),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(
      limits.SUPPORT_MESSAGE_MIN_LENGTH,
      `Tell us a little more (at least ${limits.SUPPORT_MESSAGE_MIN_LENGTH} characters)`,
    )
    .max(
      limits.SUPPORT_MESSAGE_MAX_LENGTH,
      `Keep the message to ${limits.SUPPORT_MESSAGE_MAX_LENGTH} characters or fewer`,
    ),
});
export type TSupportRequestInput = z.input<typeof ZSupportRequest>;
export type TSupportRequest = z.output<typeof ZSupportRequest>;
