import "server-only";
import { openaiChatModel } from "@/lib/ai/model";
import { streamBudgetMs } from "@/lib/ai/budget";
import type { StreamWriteOptions } from "@/lib/ai/writer-stream";
import { generateText, streamText } from "ai";
import { env, features } from "@/lib/env";
import { writeLocalStrategyAnalysis, writeLocalStrategyMessage } from "./local-writer";
import type { MessageDepth, StrategyFacts, WrittenMessage } from "./types";

// Both writers get the same facts, all computed by the engine and the user's records, so the message can only repeat
// real numbers. A model words it (8 s budget, no retries); on any error, timeout or unusable answer the local writer
// answers, so calculating a plan never fails or hangs because of the AI provider.

const SYSTEM_PROMPT = [
  "You write the short note shown above a person's debt payoff plan in a budgeting app.",
  "Write 3 to 5 sentences, warm and specific, in plain US English, addressed to the reader as 'you'.",
  "Use ONLY the numbers and names in the facts; never invent, round differently or recompute a number.",
  "Say which debt to target first and why (highest APR or smallest balance), when they could be debt-free and what it costs,",
  "how much interest the plan saves versus the other strategy and versus paying only minimums, and what the extra payment does.",
  "The numbers describe the reader's own saved plan. When the facts include 'plan', that plan is not the recommended one:",
  "say which plan it is ('Your plan: ...'), then what the recommended order would change (vsRecommended), and do not compare avalanche with snowball.",
  "If the plan is infeasible, explain honestly why there is no debt-free date and state the smallest change in the facts that would fix it.",
  "Mention a warning about a minimum that does not cover its interest when there is one.",
  "When there is a deferred-interest promo, say when it ends and the deferred interest at risk, and whether this plan pays the debt off in time.",
  "This is educational information, not financial advice: never promise outcomes (use 'could', 'on these numbers'),",
  "never recommend products, lenders, loans, balance transfers, investments, bankruptcy or stopping payments,",
  "never tell the reader to consult a professional, and do not add a disclaimer (the app shows one).",
  "Dates are given as YYYY-MM; write them as 'Month YYYY'. Money: write as $1,234.56. No markdown, no lists, no emojis.",
].join(" ");

const ANALYSIS_PROMPT = [
  SYSTEM_PROMPT.replace("Write 3 to 5 sentences", "Write 3 to 5 short paragraphs separated by blank lines"),
  "This is the longer analysis for a paying member. Cover, from the facts: which debt to target first and why, and the order after it;",
  "each promotional rate's end (and, for deferred interest, whether the plan clears it in time and the amount at risk);",
  "which debts are candidates for a letter asking the lender for a lower rate (the app's Negotiation Center drafts one);",
  "for a debt in negotiationAfterPromo never suggest asking for a lower rate now: say its promotional rate lasts through endsOn and its rate then goes to regularRate;",
  "and what last month's logged payments did (how much went to interest and how much to principal), or that none were logged.",
].join(" ");

const LIMITS: Record<MessageDepth, { chars: number; tokens: number }> = {
  brief: { chars: 1200, tokens: 350 },
  analysis: { chars: 3000, tokens: 900 },
};

export async function writeStrategyMessage(
  facts: StrategyFacts,
  depth: MessageDepth = "brief",
): Promise<WrittenMessage> {
  const local = () => writtenLocally(facts, depth);
  if (!features.openai()) return local();
  try {
    const { text } = await generateText({
      ...modelCall(facts, depth),
      model: openaiChatModel(),
      abortSignal: AbortSignal.timeout(env().OPENAI_TIMEOUT_MS),
    });
    return { text: checkedMessage(text, depth), writer: "model" };
  } catch (error) {
    console.warn("[ai] strategy message fell back to the local writer:", (error as Error).message);
    return local();
  }
}

export type MessageStreamOptions = StreamWriteOptions;

/**
 * Within the time budget of its length (lib/ai/budget.ts); if the model fails, the local writer's text replaces what
 * was streamed. Null only when abortSignal fired: a stopped message is not saved.
 */
export async function streamStrategyMessage(
  facts: StrategyFacts,
  depth: MessageDepth,
  { onDelta, abortSignal, model }: MessageStreamOptions,
): Promise<WrittenMessage | null> {
  if (!model && !features.openai()) return writtenLocally(facts, depth);
  const budget = AbortSignal.timeout(streamBudgetMs(LIMITS[depth].tokens));
  let failure: unknown;
  try {
    const result = streamText({
      ...modelCall(facts, depth),
      model: model ?? openaiChatModel(),
      abortSignal: abortSignal ? AbortSignal.any([abortSignal, budget]) : budget,
      onError: ({ error }) => {
        failure = error;
      },
    });
    let text = "";
    for await (const delta of result.textStream) {
      if (abortSignal?.aborted) return null;
      text += delta;
      onDelta(delta);
    }
    if (abortSignal?.aborted) return null;
    if (failure) throw failure;
    return { text: checkedMessage(text, depth), writer: "model" };
  } catch (error) {
    if (abortSignal?.aborted) return null;
    console.warn("[ai] streamed strategy message fell back to the local writer:", (error as Error).message);
    return writtenLocally(facts, depth);
  }
}

/** The built-in writer's message: keyless, instant, and the fallback of every model call. */
export function writtenLocally(facts: StrategyFacts, depth: MessageDepth): WrittenMessage {
  return {
    text: depth === "analysis" ? writeLocalStrategyAnalysis(facts) : writeLocalStrategyMessage(facts),
    writer: "local",
  };
}

function modelCall(facts: StrategyFacts, depth: MessageDepth) {
  return {
    instructions: depth === "analysis" ? ANALYSIS_PROMPT : SYSTEM_PROMPT,
    prompt: `Facts about this plan (JSON):\n${JSON.stringify(facts)}`,
    temperature: 0.4,
    maxOutputTokens: LIMITS[depth].tokens,
    maxRetries: 0,
  };
}

function checkedMessage(text: string, depth: MessageDepth): string {
  const message = text.trim();
  if (message.length < 40 || message.length > LIMITS[depth].chars)
    throw new Error(`unusable AI message (${message.length} chars)`);
  return message;
}
