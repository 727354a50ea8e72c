import "server-only";
import { isStepCount, streamText, tool, type LanguageModel, type ModelMessage, type ToolSet } from "ai";
import { streamBudgetMs } from "@/lib/ai/budget";
import { openaiChatModel } from "@/lib/ai/model";
import { clockNow } from "@/lib/clock";
import { ZCoachWhatIfFlat } from "@/lib/validations/coach";
import type { CoachAnswer, CoachAnswerer } from "./chat";
import { loadCoachFacts } from "./engine";
import { groundingProblems } from "./numbers";
import { callCoachTool, COACH_TOOLS, type CoachFacts, type CoachToolCall, type CoachToolName } from "./tools";

// The keyed coach (docs/product-rules.md "Coach chat"). The answer must rest on a tool result and every figure in it
// on that turn's tool outputs; otherwise the keyless answer is stored and the caller replaces what was streamed.

/** Enough for a question that needs two or three tools and one retry of a bad input. */
const MAX_STEPS = 5;
const MAX_OUTPUT_TOKENS = 600;
const MAX_ANSWER_CHARS = 2000;

const INSTRUCTIONS = [
  "You are the coach of DebtWise, a debt payoff app, answering the user in a chat.",
  "Answer in 1 to 4 short sentences of plain US English, addressed to the user as 'you'. No markdown tables, no emojis.",
  "Always call the tools first for the user's numbers; never write before the tools have answered.",
  "Every amount, month and date you write must come from a tool result in this turn, exactly as the tool gave it:",
  "write money as $ and the tool's digits (a tool's 1234.50 is $1,234.50), months as the month's name and year",
  "(a tool's 2027-03 is March 2027). Never estimate, round, add up, subtract or invent a number.",
  "Debts are identified by the debtId the tools return; ask this_month_payments or promo_status for them first when",
  "the user names a debt.",
  "If no tool answers the question, say you can't answer that yet and name something you can answer.",
  "This is educational information, not financial advice: never recommend products, lenders, loans or investments.",
].join(" ");

/** The what-if as one flat object: a tool's schema is one object. */
function modelTools(facts: CoachFacts, calls: CoachToolCall[]): ToolSet {
  return Object.fromEntries(
    (Object.keys(COACH_TOOLS) as CoachToolName[]).map((name) => [
      name,
      tool({
        description: COACH_TOOLS[name].description,
        inputSchema: name === "what_if" ? ZCoachWhatIfFlat : COACH_TOOLS[name].input,
        // A refusal (another user's debt, a bad input) is a tool error the model sees, and is not recorded.
        execute: async (input: unknown) => callCoachTool(facts, name, input, calls),
      }),
    ]),
  );
}

export interface ModelAnswerOptions {
  /** Tests pass the AI SDK's mock model. */
  model?: LanguageModel;
  fallback: CoachAnswerer;
}

export function modelAnswerer({ model, fallback }: ModelAnswerOptions): CoachAnswerer {
  return async (input) => {
    const { userId, text, history, options } = input;
    const calls: CoachToolCall[] = [];
    const budget = AbortSignal.timeout(streamBudgetMs(MAX_OUTPUT_TOKENS));
    const stopped = options.abortSignal;
    let failure: unknown;
    let streamed = "";
    try {
      const facts = await loadCoachFacts(userId, clockNow());
      const messages: ModelMessage[] = [
        ...history.map((m): ModelMessage => ({ role: m.role, content: m.text })),
        { role: "user", content: text },
      ];
      const result = streamText({
        model: model ?? openaiChatModel(),
        instructions: INSTRUCTIONS,
        messages,
        tools: modelTools(facts, calls),
        stopWhen: isStepCount(MAX_STEPS),
        temperature: 0.2,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        maxRetries: 0,
        abortSignal: stopped ? AbortSignal.any([stopped, budget]) : budget,
        onError: ({ error }) => {
          failure = error;
        },
      });
      for await (const delta of result.textStream) {
        if (stopped?.aborted) return null;
        streamed += delta;
        options.onDelta?.(delta);
      }
      if (failure) throw failure;
      if (stopped?.aborted) return null;
      return checked(streamed.trim(), calls);
    } catch (error) {
      if (stopped?.aborted) return null;
      console.warn("[ai] coach answer fell back to the local engine:", (error as Error).message);
      return fallback(input);
    }
  };
}

function checked(text: string, calls: CoachToolCall[]): CoachAnswer {
  if (text.length === 0 || text.length > MAX_ANSWER_CHARS) throw new Error(`unusable answer (${text.length} chars)`);
  if (calls.length === 0) throw new Error("the model answered without a tool result");
  const problems = groundingProblems(text, calls);
  if (problems.length > 0) throw new Error(`ungrounded figures: ${problems.join("; ")}`);
  return { text, writer: "model", toolCalls: calls };
}
