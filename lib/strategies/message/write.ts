import "server-only";
import { openaiChatModel } from "@/lib/ai/model";
import { generateText } from "ai";
import { env, features } from "@/lib/env";
import { writeLocalStrategyAnalysis, writeLocalStrategyMessage } from "./local-writer";
import type { MessageDepth, StrategyFacts, WrittenMessage } from "./types";

// The strategy's message: Free's short one ("brief") or Basic and Pro's longer analysis ("analysis";
// docs/product-rules.md "Plans and limits", advancedAiInsights).
// Both writers get the same facts, all computed by the payoff engine and the user's records, so the message can
// only repeat real numbers. With OPENAI_API_KEY a model words it (8 s budget, no retries); on any error, timeout or
// unusable answer the deterministic local writer answers instead, so calculating a plan never fails or hangs
// because of the AI provider. Which one wrote it is returned with the text: the screens call only a model's text
// "AI".

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
  const local = (): WrittenMessage => ({
    text: depth === "analysis" ? writeLocalStrategyAnalysis(facts) : writeLocalStrategyMessage(facts),
    writer: "local",
  });
  if (!features.openai()) return local();
  try {
    const { text } = await generateText({
      model: openaiChatModel(),
      instructions: depth === "analysis" ? ANALYSIS_PROMPT : SYSTEM_PROMPT,
      prompt: `Facts about this plan (JSON):\n${JSON.stringify(facts)}`,
      temperature: 0.4,
      maxOutputTokens: LIMITS[depth].tokens,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(env().OPENAI_TIMEOUT_MS),
    });
    const message = text.trim();
    if (message.length < 40 || message.length > LIMITS[depth].chars)
      throw new Error(`unusable AI message (${message.length} chars)`);
    return { text: message, writer: "model" };
  } catch (error) {
    console.warn("[ai] strategy message fell back to the local writer:", (error as Error).message);
    return local();
  }
}
