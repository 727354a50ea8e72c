import { POST as chatRoute } from "@/app/api/coach/chat/route";
import { POST as letterRoute } from "@/app/api/negotiations/generate/stream/route";
import { POST as explainRoute } from "@/app/api/strategies/latest/message/stream/route";
import { db } from "@/lib/db";
import { monthLabel } from "@/lib/format";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import { FDCPA_PARAGRAPH } from "@/prisma/seed-data/negotiation-templates";
import { insertVisa } from "@/tests/support/debts";
import { piecesOf, streamEvents, streamedText } from "@/tests/support/mock-stream-model";
import {
  startOpenAiStandIn,
  streamedChat,
  streamedToolCall,
  type OpenAiStandIn,
  type StandInReply,
  type StandInRequest,
} from "@/tests/support/openai-standin";
import { callRoute, type CookieJar } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The three streamed answers with a key, through the real AI SDK and OpenAI provider against a local stand-in that
// streams as OpenAI documents (server-sent chunks: text deltas, tool-call argument deltas, finish reason, usage,
// [DONE]): the plan's explanation, a negotiation letter and the coach's tool-backed answer. This is what a key does
// in production, short of the provider itself (docs/product-rules.md "Explanations that stream", "Coach chat").

type Body = { stream?: boolean; messages?: { role: string; content: unknown }[] };

/** What the stand-in answers each request of the test that is running. */
let answer: (request: StandInRequest<Body>, index: number) => StandInReply = () => streamedChat(["unused"]);
let standIn: OpenAiStandIn<Body>;

jest.setTimeout(60_000);

beforeAll(async () => {
  standIn = await startOpenAiStandIn<Body>((request, index) => answer(request, index), { timeoutMs: 20_000 });
});

beforeEach(() => {
  standIn.received.length = 0;
});

afterAll(async () => {
  await standIn.close();
  await db.$disconnect();
});

async function userWithVisa(plan: "free" | "pro" = "free") {
  const { jar, userId } = await signUp({ prefix: "ai-standin", firstName: "Ada", plan });
  const debt = await insertVisa(userId);
  return { jar, userId, debtId: debt.id };
}

const post = (handler: typeof chatRoute, path: string, jar: CookieJar, json?: unknown) =>
  callRoute(handler, { path, method: "POST", jar, ...(json !== undefined && { json }) });

it("streams the plan's explanation from the provider's chunks and saves it as the model's", async () => {
  const { jar, userId } = await userWithVisa();
  await calculateWithSavedPlan({ id: userId, subscriptionPlan: "free" }, { message: "stream" });
  const text =
    "Start with the Visa: at 19.99% it costs you the most each month, and every extra dollar goes to it first.";
  answer = () => streamedChat(piecesOf(text, 16));

  const res = await post(explainRoute, "/api/strategies/latest/message/stream", jar);
  expect(res.status).toBe(200);
  const events = streamEvents(await res.text());
  expect(events.filter((e) => e.type === "text-delta" && e.id === "model").length).toBeGreaterThan(3);
  expect(streamedText(events, "model")).toBe(text);
  expect(events.find((e) => e.type === "data-writer")?.data).toEqual({ writer: "model" });
  expect(standIn.received).toHaveLength(1);
  expect(standIn.received[0]!.body.stream).toBe(true);
  const row = await db.strategy.findFirstOrThrow({ where: { userId } });
  expect(row).toMatchObject({ aiMessage: text, messageWriter: "model" });
  expect(row.result).not.toHaveProperty("messagePending");
});

it("streams a negotiation letter from the provider's chunks and saves it as the model's", async () => {
  const { jar, userId, debtId } = await userWithVisa();
  const letter = [
    "Re: Account ending in 1234",
    "Dear Chase Bank,",
    "I am writing about my account ending in 1234, which has a balance of $4,200.00. I am asking for a temporary hardship arrangement while my income recovers.",
    FDCPA_PARAGRAPH,
    "Sincerely,\n\nAda",
  ].join("\n\n");
  const tips = ["Keep proof of your hardship ready.", "Name an amount you can pay."];
  answer = () => streamedChat(piecesOf(JSON.stringify({ letter, suggestions: tips }), 40));

  const res = await post(letterRoute, "/api/negotiations/generate/stream", jar, {
    debtId,
    templateType: "hardship",
    userInputs: { creditorName: "Chase Bank", accountNumber: "1234" },
  });
  expect(res.status).toBe(201);
  const events = streamEvents(await res.text());
  expect(events.find((e) => e.type === "data-writer")?.data).toEqual({ writer: "model" });
  expect(standIn.received[0]!.body.stream).toBe(true);
  const [row] = await db.negotiationLetter.findMany({ where: { userId } });
  expect(row).toMatchObject({ generatedContent: letter, writtenBy: "model" });
  // The model's tips, then the app's own (here: the letter gives no specific hardship reason yet).
  expect((row!.aiSuggestions as string[]).slice(0, tips.length)).toEqual(tips);
});

/** The debt-free month in the coach tool's output the app sent back to the "model" (its second request). */
function debtFreeMonthFrom(request: StandInRequest<Body>): string {
  const tool = request.body.messages?.find((m) => m.role === "tool");
  const output = typeof tool?.content === "string" ? tool.content : JSON.stringify(tool?.content);
  const month = /"debtFreeMonth":"(\d{4}-\d{2})"/.exec(output ?? "")?.[1];
  if (!month) throw new Error(`no debtFreeMonth in the tool output: ${output}`);
  return month;
}

it("answers the coach through a streamed tool call, with the month the tool returned", async () => {
  const { jar } = await userWithVisa("pro");
  let said = "";
  answer = (request, index) => {
    if (index === 0) return streamedToolCall("debt_free_date", {});
    said = `On your saved plan you'll be debt-free in ${monthLabel(debtFreeMonthFrom(request))}.`;
    return streamedChat(piecesOf(said, 10));
  };

  const res = await post(chatRoute, "/api/coach/chat", jar, { text: "When will I be debt free?" });
  expect(res.status).toBe(200);
  const events = streamEvents(await res.text());
  expect(standIn.received).toHaveLength(2);
  expect(events.find((e) => e.type === "data-writer")?.data).toEqual({ writer: "model" });
  expect(streamedText(events, "model")).toBe(said);
});

it("replaces a coach answer whose amount no tool returned by the keyless engine's", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const { jar } = await userWithVisa("pro");
  answer = (request, index) =>
    index === 0
      ? streamedToolCall("debt_free_date", {})
      : streamedChat(
          piecesOf(`Debt-free in ${monthLabel(debtFreeMonthFrom(request))}, saving $9,999.99 in interest.`, 10),
        );

  const res = await post(chatRoute, "/api/coach/chat", jar, { text: "When will I be debt free?" });
  const events = streamEvents(await res.text());
  expect(events.find((e) => e.type === "data-writer")?.data).toEqual({ writer: "local" });
  expect(streamedText(events, "local")).not.toContain("$9,999.99");
  expect(warn).toHaveBeenCalledWith(expect.any(String), expect.stringContaining("$9,999.99 is in no tool output"));
  warn.mockRestore();
});
