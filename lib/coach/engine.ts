import "server-only";
import { clockNow } from "@/lib/clock";
import { answerTurn, type CoachTurn } from "@/lib/voice/answer";
import { loadVoiceFacts } from "@/lib/voice/facts";
import { callCoachTool, type CoachFacts, type CoachToolCall, type CoachToolName, type CoachToolResult } from "./tools";

// The keyless coach engine (docs/product-rules.md "Voice assistant"): the user's facts read once through the
// services the screens use (lib/voice/facts.ts), the intent matcher (lib/voice/intents.ts) and the tools
// (./tools.ts) the answer is worded from (lib/voice/answer.ts). The voice assistant and the keyless coach chat ask
// through it (./chat.ts); with a key the coach chat's model calls the same tools by name (./model-answer.ts).

export type { CoachTurn, CoachToolCall };

/** The user's facts, read once for a turn: only their own debts, plan, ledger and progress. */
export function loadCoachFacts(userId: string, now = clockNow()): Promise<CoachFacts> {
  return loadVoiceFacts(userId, now);
}

/** One question answered without a model: the reply, the matcher's score and the tool calls it was worded from. */
export async function askCoach(userId: string, query: string, now = clockNow()): Promise<CoachTurn> {
  return answerTurn(query, await loadCoachFacts(userId, now));
}

/** One tool called for the user by name (a model's call): its input checked by the tool's schema. */
export async function runCoachTool<N extends CoachToolName>(
  userId: string,
  name: N,
  input: unknown,
  now = clockNow(),
): Promise<CoachToolResult<N>> {
  return callCoachTool(await loadCoachFacts(userId, now), name, input);
}
