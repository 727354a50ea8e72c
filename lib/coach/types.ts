// The coach chat's wire shapes (docs/product-rules.md "Coach chat"). Client-safe.

export const COACH_ROLES = ["user", "assistant"] as const;
export type CoachRole = (typeof COACH_ROLES)[number];

export type CoachWriter = "model" | "local";

export interface CoachUsageDto {
  used: number;
  limit: number;
  /** The start of the user's next day in their time zone. */
  resetsAt: string;
}

export interface CoachConversationSummaryDto {
  id: string;
  title: string;
  updatedAt: string;
  messageCount: number;
}

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

export interface CoachConversationDto {
  id: string;
  title: string;
  messages: CoachMessageDto[];
}

/** In stream order: `conversation`, the answer's text parts, `writer`, `usage`. */
export type CoachDataParts = {
  conversation: { id: string; title: string };
  writer: { writer: CoachWriter };
  usage: CoachUsageDto;
};

export const COACH_TITLE_MAX_LENGTH = 80;
