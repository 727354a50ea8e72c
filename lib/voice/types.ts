// Wire shape of the voice assistant (POST /api/voice, GET /api/voice/history; docs/product-rules.md
// "Voice assistant") and the constants the screen and the server share. Safe to import from client components.

export interface VoiceAnswerDto {
  id: string;
  query: string;
  /** The answer, short speakable sentences. */
  response: string;
  /**
   * How well the question matched what the assistant understands, 0 to 1 (the matcher's score, lib/voice/intents.ts).
   * null when there is no match to show: the assistant could not answer, or a model worded the answer.
   */
  confidence: number | null;
  /** Who wrote the sentences: the assistant's own writer, or a model (only with an AI key) from the same facts. */
  wordedBy: "assistant" | "ai";
  /**
   * The intent ("total_debt", "debt_detail", ...) or, prefixed "ai:", the tools a model called; null when the
   * assistant could not answer.
   */
  executedAction: string | null;
  /** ISO instant. */
  createdAt: string;
}

/** History entries answered by GET /api/voice/history, newest first. */
export const VOICE_HISTORY_LIMIT = 20;

/** The match badge uses the 'default' variant above this score. */
export const HIGH_CONFIDENCE = 0.8;

/** executedAction of an answer a model worded: this prefix, then the tools it called. */
export const AI_ACTION_PREFIX = "ai:";

/** The six preset quick commands, each a kind of question the assistant answers from your data. */
export const QUICK_COMMANDS = [
  "What should I pay first?",
  "When will I be debt-free?",
  "What's left to pay this month?",
  "How much interest am I paying this month?",
  "What's my total debt?",
  "How much would an extra $200 a month save?",
] as const;
