import "server-only";
import { clockNow } from "@/lib/clock";
import { answerTurn, type CoachTurn } from "@/lib/voice/answer";
import { loadVoiceFacts } from "@/lib/voice/facts";
import { callCoachTool, type CoachFacts, type CoachToolCall, type CoachToolName, type CoachToolResult } from "./tools";

// The keyless coach engine (docs/product-rules.md "Voice assistant"); with a key, a model calls the same tools.

export type { CoachTurn, CoachToolCall };

export function loadCoachFacts(userId: string, now = clockNow()): Promise<CoachFacts> {
  return loadVoiceFacts(userId, now);
}

export async function askCoach(userId: string, query: string, now = clockNow()): Promise<CoachTurn> {
  return answerTurn(query, await loadCoachFacts(userId, now));
}

export async function runCoachTool<N extends CoachToolName>(
  userId: string,
  name: N,
  input: unknown,
  now = clockNow(),
): Promise<CoachToolResult<N>> {
  return callCoachTool(await loadCoachFacts(userId, now), name, input);
}
