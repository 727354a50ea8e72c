import "server-only";
import { clockNow } from "@/lib/clock";
import { db } from "@/lib/db";
import { features } from "@/lib/env";
import { maskAccountNumbers } from "@/lib/masking";
import type { VoiceQuery } from "@/lib/generated/prisma/client";
import type { RateLimitRule } from "@/lib/rate-limit";
import { answerWithAi } from "./ai-answer";
import { loadCoachFacts } from "@/lib/coach/engine";
import { answerLocally, type VoiceReply } from "./answer";
import type { VoiceFacts } from "./facts";
import { AI_ACTION_PREFIX, VOICE_HISTORY_LIMIT, type VoiceAnswerDto } from "./types";

// docs/product-rules.md "Voice assistant". On any AI failure the local matcher answers, so asking never fails
// because of the AI provider.

/** Each question may cost an AI call: generous for talking to it, a wall for scripts. */
export const VOICE_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 };

export async function askVoice(userId: string, query: string, now = clockNow()): Promise<VoiceAnswerDto> {
  const facts = await loadCoachFacts(userId, now);
  const reply = await replyTo(query, facts);
  // A debt named after its full card number, or a number read out in the question.
  const row = await db.voiceQuery.create({
    data: { userId, ...reply, query: maskAccountNumbers(query), response: maskAccountNumbers(reply.response) },
  });
  return toVoiceAnswerDto(row);
}

/** `ai` is injectable for tests. */
export async function replyTo(
  query: string,
  facts: VoiceFacts,
  ai: (query: string, facts: VoiceFacts) => Promise<VoiceReply> = answerWithAi,
): Promise<VoiceReply> {
  if (!features.openai()) return answerLocally(query, facts);
  try {
    return await ai(query, facts);
  } catch (error) {
    console.warn("[ai] voice answer fell back to the local matcher:", (error as Error).message);
    return answerLocally(query, facts);
  }
}

export async function listVoiceHistory(userId: string): Promise<VoiceAnswerDto[]> {
  const rows = await db.voiceQuery.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: VOICE_HISTORY_LIMIT,
  });
  return rows.map(toVoiceAnswerDto);
}

/** Actions of older rows that were not a real match. */
const LEGACY_UNANSWERED = new Set(["fallback", "ai_reply"]);

export function toVoiceAnswerDto(row: VoiceQuery): VoiceAnswerDto {
  const action = row.executedAction;
  const byAi = action !== null && (action.startsWith(AI_ACTION_PREFIX) || action === "ai_reply");
  // A model's wording is not the match.
  const matched = action !== null && !byAi && !LEGACY_UNANSWERED.has(action);
  return {
    id: row.id,
    // Rows stored before masking existed are masked on the way out.
    query: maskAccountNumbers(row.query),
    response: maskAccountNumbers(row.response),
    confidence: matched ? row.confidence : null,
    wordedBy: byAi ? "ai" : "assistant",
    executedAction: action,
    createdAt: row.createdAt.toISOString(),
  };
}
