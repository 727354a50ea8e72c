import { answerWithAi } from "@/lib/voice/ai-answer";
import {
  answerLocally,
  cantAnswer,
  describeDebtDetail,
  describeExtraPayment,
  describeGoals,
  describeStreak,
} from "@/lib/voice/answer";
import { matchIntent } from "@/lib/voice/intents";
import type { VoiceFacts } from "@/lib/voice/facts";
import { replyTo } from "@/lib/voice/service";
import { C2_DEBTS_AND_STRATEGY } from "@/tests/support/voice-facts";
import {
  chatCompletion,
  NEVER,
  PROVIDER_ERROR,
  startOpenAiStandIn,
  type OpenAiStandIn,
  type StandInReply,
  type StandInRequest,
} from "@/tests/support/openai-standin";

// The keyed voice path end to end through the real AI SDK and OpenAI provider, against a local HTTP stand-in for
// OpenAI's Chat Completions endpoint (OPENAI_BASE_URL): the model calls a tool, gets the user's numbers back in
// a second request, and words the answer; and every failure, or an answer without a tool, falls back to the local
// matcher. A model's answer is marked "ai:" and stored with the matcher's real score for the question, never a
// number made up for it.

type Mode = "extra_payment" | "two_tools" | "debt_names" | "no_tool" | "empty" | "slow" | "error";
let mode: Mode = "extra_payment";
type Message = { role: string; content: string | null; tool_call_id?: string };
const FINAL_TEXT =
  "An extra $200 a month would save you $204.56 in interest and make you debt-free 11 months sooner, by May 2027.";

function toolCall(id: string, name: string, args: unknown) {
  return { id, type: "function", function: { name, arguments: JSON.stringify(args) } };
}

type Body = { model?: string; messages: Message[]; tools?: { function: { name: string } }[] };

/** What the "model" answers: a tool call first, then the worded answer once the tool's result is in the request. */
function modelReply({ body }: StandInRequest<Body>, index: number): StandInReply {
  const completion = (message: Record<string, unknown>, finishReason = "stop") => ({
    payload: chatCompletion(message, finishReason, `chatcmpl-${index}`),
  });
  if (mode === "error") return PROVIDER_ERROR;
  if (mode === "slow") return { ...completion({ content: FINAL_TEXT }), delayMs: NEVER };
  if (mode === "no_tool") return completion({ content: "I can help with your debts, plan, streak, goals and XP." });
  if (mode === "empty") return completion({ content: "" });
  if (body.messages.some((m) => m.role === "tool")) return completion({ content: FINAL_TEXT });
  if (mode === "debt_names") {
    return completion(
      {
        content: null,
        tool_calls: [
          toolCall("call_c", "debt_details", { name: "the credit card" }),
          toolCall("call_d", "debt_details", { name: "Secret Loan" }),
        ],
      },
      "tool_calls",
    );
  }
  if (mode === "two_tools") {
    return completion(
      { content: null, tool_calls: [toolCall("call_a", "streak", {}), toolCall("call_b", "goals", {})] },
      "tool_calls",
    );
  }
  return completion(
    { content: null, tool_calls: [toolCall("call_1", "extra_payment", { monthlyAmount: 200 })] },
    "tool_calls",
  );
}

const QUESTION = "How much would an extra $200 a month save?";

jest.setTimeout(20_000);

// docs/payoff.md's C2 with the user's $100 extra (tests/support/voice-facts.ts).
const FACTS: VoiceFacts = {
  ...C2_DEBTS_AND_STRATEGY,
  progress: {
    totalXP: 120,
    currentLevel: 1,
    currentLevelName: "Debt Starter",
    nextLevelName: "Budget Builder",
    xpToNextLevel: 880,
    badgeCount: 1,
  },
  streak: { currentDays: 12, longestDays: 12 },
  goals: [{ goalType: "emergency_fund", targetCents: 100_000, currentCents: 25_000, isCompleted: false }],
};

let standIn: OpenAiStandIn<Body>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn(modelReply, { timeoutMs: 3000 });
  jest.spyOn(console, "warn").mockImplementation(() => {});
  // The SDK's first call in a process is slow (schemas compile on first use); keep that out of the timed tests.
  await answerWithAi(QUESTION, FACTS).catch(() => undefined);
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.received.length = 0;
});

/** The tool results the SDK sent back to the model in its second request, parsed. */
function toolResults(): { id: string | undefined; output: unknown }[] {
  return standIn.received[1]!.body.messages.filter((m) => m.role === "tool").map((m) => ({
    id: m.tool_call_id,
    output: JSON.parse(m.content ?? "null"),
  }));
}

it("round trip: the model calls the extra_payment tool and words the engine's exact answer", async () => {
  mode = "extra_payment";
  const reply = await answerWithAi(QUESTION, FACTS);
  expect(reply).toEqual({
    response: FINAL_TEXT,
    confidence: matchIntent(QUESTION).confidence,
    executedAction: "ai:extra_payment",
  });
  expect(reply.confidence).toBe(0.95);

  expect(standIn.received).toHaveLength(2);
  const [first] = standIn.received;
  expect(first!.path).toBe("/v1/chat/completions");
  expect(first!.body.model).toBe("gpt-test");
  expect(first!.body.tools!.map((t) => t.function.name).sort()).toEqual([
    "compare_debts",
    "debt_details",
    "debt_free",
    "extra_payment",
    "goals",
    "interest_this_month",
    "next_payoff",
    "pay_first",
    "progress",
    "strategy",
    "streak",
    "this_month",
    "total_debt",
  ]);
  expect(first!.body.messages[0]).toMatchObject({ role: "system" });
  expect(first!.body.messages[0]!.content).toMatch(/never estimate/);
  expect(first!.body.messages.at(-1)).toMatchObject({ role: "user", content: QUESTION });

  // The tool ran over the user's facts with the payoff engine: the same sentence the local answerer gives.
  expect(toolResults()).toEqual([{ id: "call_1", output: { answer: describeExtraPayment(FACTS, 20_000) } }]);
  expect(describeExtraPayment(FACTS, 20_000)).toContain("$204.56");
});

it("several tools in one step are all answered and all recorded", async () => {
  mode = "two_tools";
  const question = "How is my streak and how are my goals?";
  const reply = await answerWithAi(question, FACTS);
  expect(reply).toEqual({
    response: FINAL_TEXT,
    confidence: matchIntent(question, FACTS.debts).confidence,
    executedAction: "ai:streak,goals",
  });
  expect(toolResults()).toEqual([
    { id: "call_a", output: { answer: describeStreak(FACTS) } },
    { id: "call_b", output: { answer: describeGoals(FACTS) } },
  ]);
});

it("debt names the model passes are looked up among the user's own debts only", async () => {
  mode = "debt_names";
  const reply = await answerWithAi("Tell me about my credit card and Secret Loan", FACTS);
  expect(reply.executedAction).toBe("ai:debt_details");
  expect(toolResults()).toEqual([
    { id: "call_c", output: { answer: describeDebtDetail(FACTS, ["cc"], "all") } },
    // Not one of this user's debts: nothing about it is answered.
    { id: "call_d", output: { answer: cantAnswer(FACTS) } },
  ]);
});

it("an answer without a tool is not kept: the local matcher answers ('I can't answer that yet' here)", async () => {
  mode = "no_tool";
  const question = "What's the capital of France?";
  await expect(answerWithAi(question, FACTS)).rejects.toThrow(/without the user's numbers/);
  const reply = await replyTo(question, FACTS);
  expect(reply).toEqual(answerLocally(question, FACTS));
  expect(reply).toMatchObject({
    executedAction: null,
    response: expect.stringMatching(/^I can't answer that yet\. Try asking: /),
  });
});

it("replyTo uses the AI answer when the key is set", async () => {
  mode = "extra_payment";
  expect(await replyTo(QUESTION, FACTS)).toEqual({
    response: FINAL_TEXT,
    confidence: 0.95,
    executedAction: "ai:extra_payment",
  });
});

it("the provider's error is thrown to the caller, without retrying", async () => {
  mode = "error";
  await expect(answerWithAi(QUESTION, FACTS)).rejects.toThrow();
  expect(standIn.received).toHaveLength(1);
});

it.each<Mode>(["error", "slow", "empty"])(
  "replyTo falls back to the local answer when the provider answers %s",
  async (failure) => {
    mode = failure;
    expect(await replyTo(QUESTION, FACTS)).toEqual(answerLocally(QUESTION, FACTS));
    expect(standIn.received).toHaveLength(1);
  },
);
