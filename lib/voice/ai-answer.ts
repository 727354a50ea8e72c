import "server-only";
import { openaiChatModel } from "@/lib/ai/model";
import { generateText, isStepCount, tool } from "ai";
import { z } from "@/lib/validations/zod";
import { env } from "@/lib/env";
import { dollarsToCents } from "@/lib/payoff/money";
import {
  describeComparison,
  describeDebtDetail,
  describeDebtFree,
  describeExtraPayment,
  describeGoals,
  describeInterestThisMonth,
  describeNextPayoff,
  describePayFirst,
  describeProgress,
  describeStrategy,
  describeStreak,
  describeThisMonth,
  describeTotalDebt,
  type VoiceReply,
} from "./answer";
import type { VoiceFacts } from "./facts";
import { findDebts, matchIntent } from "./intents";
import { AI_ACTION_PREFIX } from "./types";

// Each tool answers with the local composer's exact sentence, so the model only chooses and words: it never sees a
// number it could get wrong. An answer without a tool throws, since its words would not be the user's numbers.

/** Enough for a question that needs two or three tools, then one wording step. */
const MAX_STEPS = 4;
const MAX_ANSWER_CHARS = 1000;

const SYSTEM_PROMPT = [
  "You are the voice assistant of DebtWise, a debt payoff app. Your answer is read aloud.",
  "Answer the user's question in 1 to 3 short, natural sentences in plain US English, addressed to the user as 'you'.",
  "Always call the tools for the user's numbers. Use only the numbers, names and dates the tools return, exactly as written;",
  "never estimate, round, invent or recompute a number, and never guess an amount the user did not say.",
  "For 'how much would an extra $X save' questions, call extra_payment with X in dollars.",
  "A debt the user names is looked up by the debt_details and compare_debts tools; pass the name as the user said it.",
  "If no tool fits the question, answer only with the words: I can't answer that yet.",
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
      description:
        "Which debt will be paid off next and in which month, and when the user will be debt-free, on their current plan.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeNextPayoff(facts)),
    }),
    strategy: tool({
      description:
        "The user's saved payoff plan as last calculated (its strategy or own order): extra payment, payoff time, total interest, first debt to focus on, and what the recommended order would save.",
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
    pay_first: tool({
      description: "Which debt to pay first on the user's plan, and why (the strategy's rule).",
      inputSchema: NO_INPUT,
      execute: async () => answer(describePayFirst(facts)),
    }),
    debt_details: tool({
      description: "One of the user's debts by name: its balance, interest rate and the month the plan pays it off.",
      inputSchema: z.object({
        name: z.string().min(1).max(100).describe("The debt's name as the user said it, e.g. 'visa'"),
      }),
      execute: async ({ name }) => answer(describeDebtDetail(facts, debtIdsNamed(facts, [name]), "all")),
    }),
    compare_debts: tool({
      description:
        "Two of the user's debts side by side: balance, rate, monthly interest and which the plan pays first.",
      inputSchema: z.object({ first: z.string().min(1).max(100), second: z.string().min(1).max(100) }),
      execute: async ({ first, second }) => answer(describeComparison(facts, debtIdsNamed(facts, [first, second]))),
    }),
    interest_this_month: tool({
      description: "This month's interest on the user's debts: charged so far, still to come, and per debt.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeInterestThisMonth(facts)),
    }),
    debt_free: tool({
      description: "When the user will be debt-free on their saved plan.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeDebtFree(facts)),
    }),
    this_month: tool({
      description: "This month's payments on the saved plan: planned, paid and left to pay per debt.",
      inputSchema: NO_INPUT,
      execute: async () => answer(describeThisMonth(facts)),
    }),
    extra_payment: tool({
      description:
        "How much interest and time paying an extra amount every month (on top of the current plan) would save, computed exactly by the payoff engine.",
      inputSchema: z.object({
        monthlyAmount: z
          .number()
          .positive()
          .max(100_000_000)
          .describe("The extra payment per month in US dollars, e.g. 200"),
      }),
      execute: async ({ monthlyAmount }) => answer(describeExtraPayment(facts, dollarsToCents(monthlyAmount))),
    }),
  };
}

/** Only the user's own debts; unknown names are skipped. */
function debtIdsNamed(facts: VoiceFacts, names: readonly string[]): string[] {
  return names.flatMap((name) =>
    findDebts(name, facts.debts)
      .slice(0, 1)
      .map((d) => d.id),
  );
}

export async function answerWithAi(query: string, facts: VoiceFacts): Promise<VoiceReply> {
  const result = await generateText({
    model: openaiChatModel(),
    instructions: SYSTEM_PROMPT,
    prompt: query,
    tools: voiceTools(facts),
    stopWhen: isStepCount(MAX_STEPS),
    temperature: 0.2,
    maxOutputTokens: 300,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(env().OPENAI_TIMEOUT_MS),
  });

  const response = result.text.trim();
  if (response.length === 0 || response.length > MAX_ANSWER_CHARS)
    throw new Error(`unusable AI answer (${response.length} chars)`);
  // A call the model got wrong (bad input) did not inform the answer.
  const answered = new Set(result.steps.flatMap((step) => step.toolResults.map((r) => r.toolName)));
  if (answered.size === 0) throw new Error("the model answered without the user's numbers");
  // The matcher's score for the same question: a real measure, never a number made up for the model.
  return {
    response,
    confidence: matchIntent(query, facts.debts).confidence,
    executedAction: `${AI_ACTION_PREFIX}${[...answered].join(",")}`,
  };
}
