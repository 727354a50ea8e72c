import type { UIMessage } from "ai";

// The coach chat's wire shapes as the screen reads them (the contract of POST /api/coach/chat and
// /api/coach/conversations, docs/product-rules.md "Ask DebtWise"), and the chat's UI message type: its data parts are
// the stream's `data-conversation`, `data-writer` and `data-usage`. Client-safe: no server imports.

/** Who wrote an answer: a language model ("AI", checked against the tools' numbers) or the built-in assistant. */
export type CoachWriter = "model" | "local";

/** Today's questions against the plan's daily limit; `resetsAt` is an ISO instant. */
export interface CoachUsageDto {
  used: number;
  limit: number;
  resetsAt: string;
}

export interface CoachConversationSummaryDto {
  id: string;
  title: string;
  updatedAt: string;
  messageCount: number;
}

/** GET /api/coach/conversations: newest first, with today's usage. */
export interface CoachConversationsDto {
  conversations: CoachConversationSummaryDto[];
  usage: CoachUsageDto;
}

export interface CoachMessageDto {
  id: string;
  role: "user" | "assistant";
  text: string;
  writer: CoachWriter | null;
  createdAt: string;
}

/** GET /api/coach/conversations/[id]. */
export interface CoachConversationDto {
  id: string;
  title: string;
  messages: CoachMessageDto[];
}

export type CoachDataParts = {
  conversation: { id: string; title: string };
  writer: { writer: CoachWriter };
  usage: CoachUsageDto;
};

export type CoachUIMessage = UIMessage<never, CoachDataParts>;

/** The question's length limit, as POST /api/coach/chat checks it (1..500 characters once trimmed). */
export const COACH_TEXT_MAX_LENGTH = 500;

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
