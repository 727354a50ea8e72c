import http from "node:http";
import type { AddressInfo } from "node:net";
import { NO_TOOL_ACTION, NO_TOOL_CONFIDENCE, TOOL_CONFIDENCE, answerWithAi } from "@/lib/voice/ai-answer";
import { answerLocally, describeExtraPayment, describeGoals, describeStreak } from "@/lib/voice/answer";
import type { VoiceFacts } from "@/lib/voice/facts";
import { replyTo } from "@/lib/voice/service";

// The keyed voice path end to end through the real AI SDK and OpenAI provider, against a local HTTP stand-in for
// OpenAI's Chat Completions endpoint (OPENAI_BASE_URL): the model calls a tool, gets the user's numbers back in
// a second request, and words the answer; and every failure falls back to the local matcher.

type Mode = "extra_payment" | "two_tools" | "no_tool" | "empty" | "slow" | "error";
let mode: Mode = "extra_payment";
type Message = { role: string; content: string | null; tool_call_id?: string };
const received: { path: string; body: { model?: string; messages: Message[]; tools?: { function: { name: string } }[] } }[] = [];
const timers: NodeJS.Timeout[] = [];
const FINAL_TEXT = "An extra $200 a month would save you $204.56 in interest and make you debt-free 11 months sooner, by May 2027.";

function completion(message: Record<string, unknown>, finishReason: string) {
  return {
    id: `chatcmpl-${received.length}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-test",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}

function toolCall(id: string, name: string, args: unknown) {
  return { id, type: "function", function: { name, arguments: JSON.stringify(args) } };
}

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const body = JSON.parse(raw || "{}") as (typeof received)[number]["body"];
    received.push({ path: req.url ?? "", body });
    const send = (payload: unknown, status = 200) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    const hasToolResult = body.messages.some((m) => m.role === "tool");

    if (mode === "error") return send({ error: { message: "boom" } }, 500);
    if (mode === "slow") return void timers.push(setTimeout(() => send(completion({ content: FINAL_TEXT }, "stop")), 3500));
    if (mode === "no_tool") return send(completion({ content: "I can help with your debts, plan, streak, goals and XP." }, "stop"));
    if (mode === "empty") return send(completion({ content: "" }, "stop"));
    if (hasToolResult) return send(completion({ content: FINAL_TEXT }, "stop"));
    if (mode === "two_tools") {
      return send(completion({ content: null, tool_calls: [toolCall("call_a", "streak", {}), toolCall("call_b", "goals", {})] }, "tool_calls"));
    }
    return send(completion({ content: null, tool_calls: [toolCall("call_1", "extra_payment", { monthlyAmount: 200 })] }, "tool_calls"));
  });
});

jest.setTimeout(20_000);

// PAYOFF.md's C2 with the user's $100 extra, plans starting January 2026 (see voice-answer.test.ts).
const FACTS: VoiceFacts = {
  startMonth: { year: 2026, month: 1 },
  debts: [
    { id: "cc", name: "Credit Card", balanceCents: 100_000, aprPercent: 14.99, minPaymentCents: 7_500 },
    { id: "sl", name: "Student Loan", balanceCents: 750_000, aprPercent: 4.75, minPaymentCents: 15_000 },
  ],
  strategy: {
    strategyType: "avalanche",
    extraPaymentCents: 10_000,
    feasible: true,
    totalDebtCents: 850_000,
    totalInterestCents: 52_401,
    payoffTimeMonths: 28,
    debtFreeDate: "2028-04",
    infeasibleReason: null,
    firstDebtName: "Credit Card",
  },
  progress: { totalXP: 120, currentLevel: 1, currentLevelName: "Debt Starter", nextLevelName: "Budget Builder", xpToNextLevel: 880, badgeCount: 1 },
  streak: { currentDays: 12, longestDays: 12 },
  goals: [{ goalType: "emergency_fund", targetCents: 100_000, currentCents: 25_000, isCompleted: false }],
};

const QUESTION = "How much would an extra $200 a month save?";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // env() is read once per test file, so everything is set before the first call.
  process.env.OPENAI_API_KEY = "sk-standin";
  process.env.OPENAI_MODEL = "gpt-test";
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
  process.env.OPENAI_TIMEOUT_MS = "3000";
  jest.spyOn(console, "warn").mockImplementation(() => {});
  // The SDK's first call in a process is slow (schemas compile on first use); keep that out of the timed tests.
  await answerWithAi(QUESTION, FACTS).catch(() => undefined);
});

afterAll(async () => {
  timers.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/** The tool results the SDK sent back to the model in its second request, parsed. */
function toolResults(): { id: string | undefined; output: unknown }[] {
  return received[1]!.body.messages
    .filter((m) => m.role === "tool")
    .map((m) => ({ id: m.tool_call_id, output: JSON.parse(m.content ?? "null") }));
}

it("round trip: the model calls the extra_payment tool and words the engine's exact answer", async () => {
  mode = "extra_payment";
  const reply = await answerWithAi(QUESTION, FACTS);
  expect(reply).toEqual({ response: FINAL_TEXT, confidence: TOOL_CONFIDENCE, executedAction: "extra_payment" });

  expect(received).toHaveLength(2);
  const [first] = received;
  expect(first!.path).toBe("/v1/chat/completions");
  expect(first!.body.model).toBe("gpt-test");
  expect(first!.body.tools!.map((t) => t.function.name).sort()).toEqual(
    ["extra_payment", "goals", "next_payoff", "progress", "strategy", "streak", "total_debt"],
  );
  expect(first!.body.messages[0]).toMatchObject({ role: "system" });
  expect(first!.body.messages[0]!.content).toMatch(/never estimate/);
  expect(first!.body.messages.at(-1)).toMatchObject({ role: "user", content: QUESTION });

  // The tool ran over the user's facts with the payoff engine: the same sentence the local answerer gives.
  expect(toolResults()).toEqual([{ id: "call_1", output: { answer: describeExtraPayment(FACTS, 20_000) } }]);
  expect(describeExtraPayment(FACTS, 20_000)).toContain("$204.56");
});

it("several tools in one step are all answered and all recorded", async () => {
  mode = "two_tools";
  const reply = await answerWithAi("How is my streak and how are my goals?", FACTS);
  expect(reply).toEqual({ response: FINAL_TEXT, confidence: TOOL_CONFIDENCE, executedAction: "streak,goals" });
  expect(toolResults()).toEqual([
    { id: "call_a", output: { answer: describeStreak(FACTS) } },
    { id: "call_b", output: { answer: describeGoals(FACTS) } },
  ]);
});

it("an answer without a tool is kept, with a lower confidence", async () => {
  mode = "no_tool";
  const reply = await answerWithAi("What's the capital of France?", FACTS);
  expect(reply).toEqual({
    response: "I can help with your debts, plan, streak, goals and XP.",
    confidence: NO_TOOL_CONFIDENCE,
    executedAction: NO_TOOL_ACTION,
  });
  expect(NO_TOOL_CONFIDENCE).toBeLessThanOrEqual(0.8);
});

it("replyTo uses the AI answer when the key is set", async () => {
  mode = "extra_payment";
  expect(await replyTo(QUESTION, FACTS)).toEqual({ response: FINAL_TEXT, confidence: TOOL_CONFIDENCE, executedAction: "extra_payment" });
});

it("the provider's error is thrown to the caller, without retrying", async () => {
  mode = "error";
  await expect(answerWithAi(QUESTION, FACTS)).rejects.toThrow();
  expect(received).toHaveLength(1);
});

it.each<Mode>(["error", "slow", "empty"])("replyTo falls back to the local answer when the provider answers %s", async (failure) => {
  mode = failure;
  expect(await replyTo(QUESTION, FACTS)).toEqual(answerLocally(QUESTION, FACTS));
  expect(received).toHaveLength(1);
});
