// Wire shape of the voice assistant (docs/product-rules.md "Voice assistant"). Client-safe.

export interface VoiceAnswerDto {
  id: string;
  query: string;
  response: string;
  /** The matcher's score; null when the assistant could not answer, or a model worded the answer. */
  confidence: number | null;
  wordedBy: "assistant" | "ai";
  /** The intent or, prefixed "ai:", the tools a model called; null when the assistant could not answer. */
  executedAction: string | null;
  createdAt: string;
}

export const VOICE_HISTORY_LIMIT = 20;

/** The match badge uses the 'default' variant above this score. */
export const HIGH_CONFIDENCE = 0.8;

export const AI_ACTION_PREFIX = "ai:";

export const QUICK_COMMANDS = [
  "What should I pay first?",
  "When will I be debt-free?",
  "What's left to pay this month?",
  "How much interest am I paying this month?",
  "What's my total debt?",
  "How much would an extra $200 a month save?",
] as const;
