import type { UIMessage } from "ai";
import type { CoachDataParts } from "@/lib/coach/types";

// The Ask DebtWise screen's own types and constants (docs/product-rules.md "Ask DebtWise"); the wire shapes are the
// server's, in lib/coach/types.ts. Client-safe: no server imports.

/** A chat message as useChat holds it: the stream's data parts are `data-conversation`, `data-writer`, `data-usage`. */
export type CoachUIMessage = UIMessage<never, CoachDataParts>;

/**
 * Questions the keyless engine answers, each one of the evaluation set's (tests/support/coach-eval.ts, held to it by
 * tests/unit/coach-message-parts.test.ts): the empty chat offers them.
 */
export const EXAMPLE_QUESTIONS = [
  "What should I pay this month?",
  "When will I be debt-free?",
  "How much interest did I pay so far?",
  "What if I pay $200 extra every month?",
  "What should I pay first?",
  "Am I on track with my plan?",
] as const;
