import { z } from "@/lib/validations/zod";
import { VOICE_QUERY_MAX_LENGTH } from "./form-limits";
export { VOICE_QUERY_MAX_LENGTH };

export const ZVoiceQuery = z.object({
  query: z
    .string({ error: "Ask a question" })
    .trim()
    .min(1, "Ask a question")
    .max(VOICE_QUERY_MAX_LENGTH, `Keep your question to ${VOICE_QUERY_MAX_LENGTH} characters or fewer`),
});
export type TVoiceQueryInput = z.input<typeof ZVoiceQuery>;
export type TVoiceQuery = z.output<typeof ZVoiceQuery>;
