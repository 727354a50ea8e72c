// Wire shape of the voice assistant (POST /api/voice, GET /api/voice/history; SPEC section 3 'Voice history
// item') and the constants the screen and the server share. Safe to import from client components.

export interface VoiceAnswerDto {
  id: string;
  query: string;
  /** The answer, short speakable sentences. */
  response: string;
  /** How sure the assistant is that it understood the question, 0 to 1. */
  confidence: number;
  /** The intent or tool that produced the answer ("total_debt", "extra_payment", ...); null when none. */
  executedAction: string | null;
  /** ISO instant. */
  createdAt: string;
}

/** History entries answered by GET /api/voice/history, newest first. */
export const VOICE_HISTORY_LIMIT = 20;

/** SPEC 9: the confidence badge uses the 'default' variant above this value. */
export const HIGH_CONFIDENCE = 0.8;

/** SPEC 2 and 9: the six preset quick commands, one per kind of question the assistant answers from your data. */
export const QUICK_COMMANDS = [
  "What's my total debt?",
  "When will my next debt be paid off?",
  "What's my current strategy?",
  "What's my payment streak?",
  "How are my goals going?",
  "How much would an extra $200 a month save?",
] as const;
