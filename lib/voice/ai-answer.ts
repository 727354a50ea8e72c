import "server-only";
import { openaiChatModel } from "@/lib/ai/model";
import { generateText, stepCountIs, tool } from "ai";
import { z } from "@/lib/validations/zod";
import { env } from "@/lib/env";
import { dollarsToCents } from "@/lib/payoff/money";
import {
  describeExtraPayment,
  describeGoals,
  describeNextPayoff,
  describeProgress,
  describeStrategy,
  describeStreak,
  describeTotalDebt,
  type VoiceReply,
} from "./answer";
import type { VoiceFacts } from "./facts";

// The keyed answerer: a model reads the question and calls tools over the user's facts (loaded once, before the
// call). Each tool answers with the local composer's exact sentence, so the model only chooses and words; it
// never sees a number it could get wrong. Throws on any provider error, timeout or unusable answer: the service
// then answers locally (lib/voice/service.ts).

/** A tool answered: the numbers are the user's own. */
export const TOOL_CONFIDENCE = 0.9;
/** The model answered without any tool (a general or off-topic question). */
export const NO_TOOL_CONFIDENCE = 0.5;
/** executedAction when no tool was called. */
export const NO_TOOL_ACTION = "ai_reply";

/** Model calls, then one last wording step: enough for a question that needs two or three tools. */
const MAX_STEPS = 4;
const MAX_ANSWER_CHARS = 1000;

const SYSTEM_PROMPT = [
  "You are the voice assistant of DebtWise, a debt payoff app. Your answer is read aloud.",
  "Answer the user's question in 1 to 3 short, natural sentences in plain US English, addressed to the user as 'you'.",
  "Always call the tools for the user's numbers. Use only the numbers, names and dates the tools return, exactly as written;",
  "never estimate, round, invent or recompute a number, and never guess an amount the user did not say.",
  "For 'how much would an extra $X save' questions, call extra_payment with X in dollars.",
  "If the question is not about the user's debts, payoff plan, payment streak, goals, XP and level, or an extra payment,",
  "say briefly which of those you can help with.",
  "This is educational information, not financial advice: never recommend products, lenders, loans or investments.",
  "No markdown, no lists, no emojis.",
].join(" ");

const NO_INPUT = z.object({});

function voiceTools(facts: VoiceFacts) {
  const answer = (text: string) => ({ answer: text });
  return {
    total_debt: tool({
      description: "The user's total open debt and the debts that make it up.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeTotalDebt(facts)),
    }),
    next_payoff: tool({
      description: "Which debt will be paid off next and in which month, and when the user will be debt-free, on their current plan.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeNextPayoff(facts)),
    }),
    strategy: tool({
      description: "The user's current payoff strategy (avalanche or snowball): extra payment, payoff time, total interest, first debt to focus on.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeStrategy(facts)),
    }),
    streak: tool({
      description: "The user's current and longest payment streak, in days.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeStreak(facts)),
    }),
    goals: tool({
      description: "The user's financial goals (emergency fund, savings, investment) and how far along each one is.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeGoals(facts)),
    }),
    progress: tool({
      description: "The user's XP, level and badges earned.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeProgress(facts)),
    }),
    extra_payment: tool({
      description:
        "How much interest and time paying an extra amount every month (on top of the current plan) would save, computed exactly by the payoff engine.",
      inputSchema: z.object({
        monthlyAmount: z.number().positive().max(100_000_000).describe("The extra payment per month in US dollars, e.g. 200"),
      }),
      execute: async ({ monthlyAmount }) => answer(describeExtraPayment(facts, dollarsToCents(monthlyAmount))),
    }),
  };
}

export async function answerWithAi(query: string, facts: VoiceFacts): Promise<VoiceReply> {
  const result = await generateText({
    model: openaiChatModel(),
    system: SYSTEM_PROMPT,
    prompt: query,
    tools: voiceTools(facts),
    stopWhen: stepCountIs(MAX_STEPS),
    temperature: 0.2,
    maxOutputTokens: 300,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(env().OPENAI_TIMEOUT_MS),
  });

  const response = result.text.trim();
  if (response.length === 0 || response.length > MAX_ANSWER_CHARS) throw new Error(`unusable AI answer (${response.length} chars)`);
  // Only tools that actually answered count; a call the model got wrong (bad input) did not inform the answer.
  const answered = new Set(result.steps.flatMap((step) => step.toolResults.map((r) => r.toolName)));
  return {
    response,
    confidence: answered.size > 0 ? TOOL_CONFIDENCE : NO_TOOL_CONFIDENCE,
    executedAction: answered.size > 0 ? [...answered].join(",") : NO_TOOL_ACTION,
  };
}
