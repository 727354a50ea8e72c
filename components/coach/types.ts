import type { UIMessage } from "ai";
import type { CoachDataParts } from "@/lib/coach/types";

// Client-safe: no server imports. The wire shapes are the server's, in lib/coach/types.ts.

/** A chat message as useChat holds it: the stream's data parts are `data-conversation`, `data-writer`, `data-usage`. */
export type CoachUIMessage = UIMessage<never, CoachDataParts>;

/** Each one of the keyless engine's evaluation set (tests/support/coach-eval.ts, held to it by
 * tests/unit/coach-message-parts.test.ts). */
export const EXAMPLE_QUESTIONS = [
  "What should I pay this month?",
  "When will I be debt-free?",
  "How much interest did I pay so far?",
  "What if I pay $200 extra every month?",
  "What should I pay first?",
  "Am I on track with my plan?",
] as const;
