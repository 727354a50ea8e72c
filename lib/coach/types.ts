// The coach chat's wire shapes (docs/product-rules.md "Coach chat"): what the routes under /api/coach answer and
// the data parts of POST /api/coach/chat's UI message stream. Safe for client components (no server imports).

export const COACH_ROLES = ["user", "assistant"] as const;
export type CoachRole = (typeof COACH_ROLES)[number];

/** Who worded an answer: a model through the coach's tools, or the keyless engine. Null on the user's questions. */
export type CoachWriter = "model" | "local";

/** The questions a user may ask today on their plan, and when the count starts again. */
export interface CoachUsageDto {
  used: number;
  limit: number;
  /** ISO instant: the start of the user's next day in their time zone. */
  resetsAt: string;
}

export interface CoachConversationSummaryDto {
  id: string;
  title: string;
  updatedAt: string;
  messageCount: number;
}

/** GET /api/coach/conversations. */
export interface CoachConversationListDto {
  conversations: CoachConversationSummaryDto[];
  usage: CoachUsageDto;
}

export interface CoachMessageDto {
  id: string;
  role: CoachRole;
  text: string;
  writer: CoachWriter | null;
  createdAt: string;
}

/** GET /api/coach/conversations/[id]: the messages oldest first. */
export interface CoachConversationDto {
  id: string;
  title: string;
  messages: CoachMessageDto[];
}

/**
 * The data parts of POST /api/coach/chat's stream, in order: `conversation` first, then the answer's text parts,
 * `writer`, and `usage` last (for `useChat<UIMessage<unknown, CoachDataParts>>`).
 */
export type CoachDataParts = {
  conversation: { id: string; title: string };
  writer: { writer: CoachWriter };
  usage: CoachUsageDto;
};

/** Longest conversation title: the first question, masked, cut to this many characters. */
export const COACH_TITLE_MAX_LENGTH = 80;
