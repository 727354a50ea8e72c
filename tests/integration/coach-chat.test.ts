import { MockLanguageModelV4 } from "ai/test";
import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import {
  FINISH,
  piecesOf,
  scriptedModel,
  streamEvents,
  streamedText,
  textParts,
  type StreamEvent,
} from "@/tests/support/mock-stream-model";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as chatRoute } from "@/app/api/coach/chat/route";
import { GET as listRoute } from "@/app/api/coach/conversations/route";
import { DELETE as deleteRoute, GET as readRoute } from "@/app/api/coach/conversations/[id]/route";
import type { AccountExport } from "@/lib/account/types";
import { answerCoachMessage, localAnswerer, prepareCoachMessage } from "@/lib/coach/chat";
import { askCoach, runCoachTool } from "@/lib/coach/engine";
import { modelAnswerer } from "@/lib/coach/model-answer";
import type { CoachConversationDto, CoachConversationListDto, CoachUsageDto } from "@/lib/coach/types";
import { db } from "@/lib/db";
import { features } from "@/lib/env";
import { monthLabel } from "@/lib/format";
import { insertDebt } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { deleteAccount, signUp } from "@/tests/support/users";

// The coach chat (docs/product-rules.md "Coach chat") through its routes and PostgreSQL: questions and answers
// stored per conversation (card numbers masked), another user's conversation a 404 on every route, the plan's
// questions a day, and the account export and deletion, without an AI key (the keyless engine answers); then the
// keyed answer through the service with the AI SDK's mock model as the provider: stored as the model's when every
// figure is a tool's, else replaced by the keyless engine's answer.

delete process.env.OPENAI_API_KEY;

// The route's keyed stream asks this model (features.openai() is turned on for those tests alone).
let mockRouteModel: MockLanguageModelV4 | undefined;
jest.mock("@/lib/ai/model", () => ({ openaiChatModel: () => mockRouteModel }));

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

interface Asked {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** The JSON error body when the answer is not a stream. */
  error?: { error: { code: string; message: string } };
  conversation?: { id: string; title: string };
  writer?: string;
  /** The answer's text as the stream delivers it (the "local" part replaces a "model" one). */
  text: string;
  usage?: CoachUsageDto;
}

async function ask(jar: CookieJar, json: unknown): Promise<Asked> {
  const res = await callRoute(chatRoute, { path: "/api/coach/chat", json, jar });
  const body = await res.text();
  if (!res.headers.get("content-type")?.includes("text/event-stream"))
    return { status: res.status, headers: res.headers, events: [], error: JSON.parse(body), text: "" };
  const events = streamEvents(body);
  const data = (type: string) => events.find((e) => e.type === type)?.data;
  return {
    status: res.status,
    headers: res.headers,
    events,
    conversation: data("data-conversation") as Asked["conversation"],
    writer: (data("data-writer") as { writer: string } | undefined)?.writer,
    text: streamedText(events, events.some((e) => e.id === "local") ? "local" : "model"),
    usage: data("data-usage") as CoachUsageDto | undefined,
  };
}

const list = async (jar: CookieJar) =>
  (await (await callRoute(listRoute, { path: "/api/coach/conversations", jar })).json()) as CoachConversationListDto;

const read = (jar: CookieJar, id: string) =>
  callRoute(readRoute, { path: `/api/coach/conversations/${id}`, params: { id }, jar });

const remove = (jar: CookieJar, id: string) =>
  callRoute(deleteRoute, { method: "DELETE", path: `/api/coach/conversations/${id}`, params: { id }, jar });

async function userWithDebt(options: Parameters<typeof signUp>[0] = {}) {
  const user = await signUp({ prefix: "coach-chat", ...options });
  await insertDebt({
    data: {
      userId: user.userId,
      name: "Visa",
      balance: "2400.00",
      originalBalance: "2400.00",
      interestRate: "21.99",
      minPayment: "60.00",
    },
  });
  return user;
}

const QUESTION = "What should I pay this month?";

describe("without an AI key", () => {
  it("streams the keyless engine's answer after the conversation, and stores both messages", async () => {
    const { jar, userId } = await userWithDebt();
    const asked = await ask(jar, { text: `  ${QUESTION}  ` });

    expect(asked.status).toBe(200);
    expect(asked.headers.get("content-type")).toContain("text/event-stream");
    const dataTypes = asked.events.filter((e) => e.type.startsWith("data-")).map((e) => e.type);
    expect(dataTypes).toEqual(["data-conversation", "data-writer", "data-usage"]);
    expect(asked.events.some((e) => e.id === "model")).toBe(false);
    expect(asked.conversation).toEqual({ id: expect.any(String), title: QUESTION });
    expect(asked.writer).toBe("local");
    expect(asked.text).toContain("Visa");
    expect(asked.usage).toEqual({ used: 1, limit: 5, resetsAt: expect.any(String) });

    const rows = await db.coachMessage.findMany({
      where: { conversation: { userId } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ role: "user", text: QUESTION, writer: null, toolCalls: null });
    expect(rows[1]).toMatchObject({ role: "assistant", text: asked.text, writer: "local" });
    // The answer keeps the tool calls it was worded from.
    expect(rows[1]!.toolCalls).toEqual([
      expect.objectContaining({
        tool: "this_month_payments",
        output: expect.objectContaining({ debts: expect.any(Array) }),
      }),
    ]);
  });

  it("continues a conversation, lists it newest first and reads it back in order", async () => {
    const { jar } = await userWithDebt({ plan: "basic" });
    const first = await ask(jar, { text: QUESTION });
    const other = await ask(jar, { text: "When will I be debt free?" });
    const second = await ask(jar, { conversationId: first.conversation!.id, text: "How much interest have I paid?" });
    expect(second.status).toBe(200);
    expect(second.conversation).toEqual(first.conversation);

    const listed = await list(jar);
    expect(listed.conversations.map((c) => [c.id, c.messageCount])).toEqual([
      [first.conversation!.id, 4],
      [other.conversation!.id, 2],
    ]);
    expect(listed.usage).toMatchObject({ used: 3, limit: 50 });

    const res = await read(jar, first.conversation!.id);
    expect(res.status).toBe(200);
    const conversation = (await res.json()) as CoachConversationDto;
    expect(conversation.title).toBe(QUESTION);
    expect(conversation.messages.map((m) => [m.role, m.writer])).toEqual([
      ["user", null],
      ["assistant", "local"],
      ["user", null],
      ["assistant", "local"],
    ]);
    expect(conversation.messages.map((m) => m.text)).toEqual([
      QUESTION,
      first.text,
      "How much interest have I paid?",
      second.text,
    ]);
  });

  it("answers 404 for another user's conversation on every route, counting and changing nothing", async () => {
    const a = await userWithDebt();
    const b = await userWithDebt();
    const mine = await ask(a.jar, { text: QUESTION });
    const id = mine.conversation!.id;

    const continued = await ask(b.jar, { conversationId: id, text: QUESTION });
    expect(continued.status).toBe(404);
    expect(continued.error!.error.code).toBe("not_found");
    expect((await read(b.jar, id)).status).toBe(404);
    expect((await remove(b.jar, id)).status).toBe(404);
    expect((await ask(b.jar, { conversationId: "no-such-conversation", text: QUESTION })).status).toBe(404);

    expect((await list(b.jar)).usage.used).toBe(0);
    expect(await db.coachMessage.count({ where: { conversationId: id } })).toBe(2);
    expect((await read(a.jar, id)).status).toBe(200);
  });

  it("deletes a conversation (204), whose questions still count today", async () => {
    const { jar } = await userWithDebt();
    const asked = await ask(jar, { text: QUESTION });
    const res = await remove(jar, asked.conversation!.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await read(jar, asked.conversation!.id)).status).toBe(404);
    expect(await db.coachMessage.count({ where: { conversationId: asked.conversation!.id } })).toBe(0);
    expect(await list(jar)).toMatchObject({ conversations: [], usage: { used: 1, limit: 5 } });
  });

  it("refuses a blank or too long question with the field's message", async () => {
    const { jar } = await userWithDebt();
    const blank = await ask(jar, { text: "   " });
    expect(blank.status).toBe(400);
    expect(blank.error!.error.message).toContain("Ask a question");
    const long = await ask(jar, { text: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.error!.error.message).toContain("500 characters");
    expect((await list(jar)).usage.used).toBe(0);
  });
});

describe("the plan's questions a day", () => {
  it("refuses Free's sixth question today with 429, the limit, the reset and Retry-After until the user's midnight", async () => {
    const { jar } = await userWithDebt({ timeZone: "Asia/Tokyo" });
    for (let i = 1; i <= 5; i++) {
      const asked = await ask(jar, { text: `${QUESTION} (${i})` });
      expect(asked.status).toBe(200);
      expect(asked.usage).toMatchObject({ used: i, limit: 5 });
    }
    const refused = await ask(jar, { text: QUESTION });
    expect(refused.status).toBe(429);
    expect(refused.error!.error.code).toBe("rate_limited");
    expect(refused.error!.error.message).toMatch(/all 5 coach questions the Free plan includes today/);
    expect(refused.error!.error.message).toMatch(
      /midnight in your time zone \(in \d+ hours?( \d+ minutes?)?|\d+ minutes?\)/,
    );

    const { usage } = await list(jar);
    expect(usage).toMatchObject({ used: 5, limit: 5 });
    // resetsAt is midnight on the user's wall clock (Tokyo), and Retry-After counts down to it.
    const resets = new Date(usage.resetsAt);
    const tokyo = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Tokyo",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(resets);
    expect(tokyo).toBe("00:00");
    const retryAfter = Number(refused.headers.get("retry-after"));
    const untilReset = (resets.getTime() - Date.now()) / 1000;
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - untilReset)).toBeLessThan(60);
    // Nothing of the refused question was stored.
    expect((await list(jar)).conversations).toHaveLength(5);
  });

  it("lets a Basic user ask more than Free's five", async () => {
    const { jar } = await userWithDebt({ plan: "basic" });
    let last: Asked | undefined;
    for (let i = 1; i <= 6; i++) last = await ask(jar, { text: `${QUESTION} (${i})` });
    expect(last!.status).toBe(200);
    expect(last!.usage).toMatchObject({ used: 6, limit: 50 });
  });
});

describe("privacy", () => {
  const CARD = "4111 1111 1111 1111";

  it("stores and titles a question with a card number masked", async () => {
    const { jar, userId } = await userWithDebt();
    const asked = await ask(jar, {
      text: `Is my card ${CARD} my most expensive debt? ${"Please tell me. ".repeat(6)}`,
    });
    expect(asked.status).toBe(200);
    expect(asked.conversation!.title).not.toContain(CARD);
    expect(asked.conversation!.title).toContain("1111");
    expect(asked.conversation!.title.length).toBeLessThanOrEqual(80);
    const stored = await db.coachConversation.findFirstOrThrow({ where: { userId }, include: { messages: true } });
    expect(stored.title).toBe(asked.conversation!.title);
    for (const text of [stored.title, ...stored.messages.map((m) => m.text)]) {
      expect(text.replace(/\D/g, "")).not.toContain("4111111111111111");
    }
  });

  it("exports the conversations with their messages, and deleting the account removes them", async () => {
    const { jar, userId, email } = await userWithDebt();
    const asked = await ask(jar, { text: QUESTION });

    const doc = (await (await callRoute(exportRoute, { path: "/api/account/export", jar })).json()) as AccountExport;
    expect(doc.coachConversations).toEqual([
      {
        id: asked.conversation!.id,
        title: QUESTION,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        messages: [
          expect.objectContaining({ role: "user", text: QUESTION, writer: null, toolCalls: null }),
          expect.objectContaining({
            role: "assistant",
            text: asked.text,
            writer: "local",
            toolCalls: expect.any(Array),
          }),
        ],
      },
    ]);

    await deleteAccount({ jar, email });
    expect(await db.coachConversation.count({ where: { userId } })).toBe(0);
    expect(await db.coachMessage.count({ where: { conversationId: asked.conversation!.id } })).toBe(0);
  });
});

// ---- with a model (the AI SDK's mock model standing in for the provider) -------------------------------------

const toolCallStep = (toolName: string, input: unknown): LanguageModelV4StreamPart[] => [
  { type: "stream-start", warnings: [] },
  { type: "tool-call", toolCallId: `call-${toolName}`, toolName, input: JSON.stringify(input) },
  { ...FINISH, finishReason: { unified: "tool-calls", raw: "tool_calls" } } as LanguageModelV4StreamPart,
];

const textStep = (pieces: string[]): LanguageModelV4StreamPart[] => [
  ...textParts(pieces),
  { type: "text-end", id: "t" },
  FINISH,
];

/** Splits an answer into the pieces a provider streams. */
const pieces = (text: string) => piecesOf(text, 12);

describe("with a model", () => {
  const DEBT_FREE = "When will I be debt free?";

  async function keyedUser() {
    const { userId } = await userWithDebt({ plan: "pro" });
    const user = { id: userId, subscriptionPlan: "pro" as const };
    const tool = await runCoachTool(userId, "debt_free_date", {});
    const local = await askCoach(userId, DEBT_FREE);
    return { user, userId, debtFreeMonth: tool.debtFreeMonth!, local };
  }

  async function askWith(user: { id: string; subscriptionPlan: "pro" }, model: MockLanguageModelV4, text = DEBT_FREE) {
    const deltas: string[] = [];
    const prepared = await prepareCoachMessage(user, { text }, modelAnswerer({ model, fallback: localAnswerer }));
    const answered = await prepared.answer({ onDelta: (d) => deltas.push(d) });
    const rows = await db.coachMessage.findMany({
      where: { conversationId: prepared.conversation.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    return { deltas, answered, rows, conversation: prepared.conversation };
  }

  it("stores a tool-backed answer with writer model, exactly as streamed, with its tool calls", async () => {
    const { user, debtFreeMonth } = await keyedUser();
    const answer = `On your saved plan you'll be debt-free in ${monthLabel(debtFreeMonth)}.`;
    const model = scriptedModel([toolCallStep("debt_free_date", {}), textStep(pieces(answer))]);
    const { deltas, answered, rows } = await askWith(user, model);

    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join("")).toBe(answer);
    expect(answered!.message).toMatchObject({ role: "assistant", text: answer, writer: "model" });
    expect(rows[1]).toMatchObject({ role: "assistant", text: answer, writer: "model" });
    expect(rows[1]!.toolCalls).toEqual([
      { tool: "debt_free_date", input: {}, output: expect.objectContaining({ debtFreeMonth }) },
    ]);
  });

  it("replaces an answer with a number no tool returned by the keyless engine's answer", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { user, debtFreeMonth, local } = await keyedUser();
    const answer = `You'll be debt-free in ${monthLabel(debtFreeMonth)} and save $9,999.99 in interest.`;
    const model = scriptedModel([toolCallStep("debt_free_date", {}), textStep(pieces(answer))]);
    const { deltas, answered, rows } = await askWith(user, model);

    expect(deltas.join("")).toBe(answer);
    expect(answered!.message).toMatchObject({ text: local.response, writer: "local" });
    expect(rows[1]).toMatchObject({ text: local.response, writer: "local" });
    expect(rows[1]!.toolCalls).toEqual(JSON.parse(JSON.stringify(local.toolCalls)));
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.stringContaining("$9,999.99 is in no tool output"));
    warn.mockRestore();
  });

  it("falls back to the keyless engine when the model errs, or answers without a tool", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { user, local } = await keyedUser();
    const broken = scriptedModel([
      [
        { type: "stream-start", warnings: [] },
        { type: "error", error: new Error("provider died") },
      ],
    ]);
    expect((await askWith(user, broken)).rows[1]).toMatchObject({ text: local.response, writer: "local" });

    const toolless = scriptedModel([textStep(pieces("You'll be debt-free soon, keep going!"))]);
    const { deltas, rows } = await askWith(user, toolless);
    expect(deltas.join("")).toBe("You'll be debt-free soon, keep going!");
    expect(rows[1]).toMatchObject({ text: local.response, writer: "local" });
    expect(warn).toHaveBeenCalledWith(expect.any(String), "the model answered without a tool result");
    warn.mockRestore();
  });

  it("keeps the question and stores no answer when the reader stops it", async () => {
    const { user } = await keyedUser();
    const stop = new AbortController();
    const model = scriptedModel([toolCallStep("debt_free_date", {}), textStep(["You'll be", " debt-free"])], true);
    const prepared = await prepareCoachMessage(
      user,
      { text: DEBT_FREE },
      modelAnswerer({ model, fallback: localAnswerer }),
    );
    const answered = await prepared.answer({ abortSignal: stop.signal, onDelta: () => stop.abort() });
    expect(answered).toBeNull();
    const rows = await db.coachMessage.findMany({ where: { conversationId: prepared.conversation.id } });
    expect(rows.map((r) => r.role)).toEqual(["user"]);
  });

  it("sends the conversation's earlier turns to the model as context", async () => {
    const { user, debtFreeMonth } = await keyedUser();
    const answer = `You'll be debt-free in ${monthLabel(debtFreeMonth)}.`;
    const first = await answerCoachMessage(user, { text: QUESTION }, localAnswerer);
    const model = scriptedModel([toolCallStep("debt_free_date", {}), textStep([answer])]);
    await answerCoachMessage(
      user,
      { conversationId: first.conversation.id, text: DEBT_FREE },
      modelAnswerer({ model, fallback: localAnswerer }),
    );
    const prompt = JSON.stringify(model.doStreamCalls[0]!.prompt);
    expect(prompt).toContain(QUESTION);
    expect(prompt).toContain(JSON.stringify(first.message.text).slice(1, 40));
    expect(prompt).toContain(DEBT_FREE);
  });
});

describe("the stream with a model", () => {
  let keyed: jest.SpyInstance;
  beforeEach(() => {
    keyed = jest.spyOn(features, "openai").mockReturnValue(true);
  });
  afterEach(() => {
    keyed.mockRestore();
    mockRouteModel = undefined;
  });

  it("streams the model's text as it writes, then writer model and the usage", async () => {
    const { jar, userId } = await userWithDebt();
    const { debtFreeMonth } = await runCoachTool(userId, "debt_free_date", {});
    const answer = `You'll be debt-free in ${monthLabel(debtFreeMonth!)}.`;
    mockRouteModel = scriptedModel([toolCallStep("debt_free_date", {}), textStep(pieces(answer))]);
    const asked = await ask(jar, { text: "When will I be debt free?" });

    expect(asked.status).toBe(200);
    const order = asked.events.filter((e) => e.type !== "text-delta").map((e) => `${e.type}${e.id ? `:${e.id}` : ""}`);
    expect(order.filter((t) => t.startsWith("data-") || t.startsWith("text-"))).toEqual([
      "data-conversation",
      "text-start:model",
      "text-end:model",
      "data-writer",
      "data-usage",
    ]);
    expect(asked.events.filter((e) => e.id === "model" && e.type === "text-delta").length).toBeGreaterThan(1);
    expect(asked).toMatchObject({ writer: "model", text: answer, usage: { used: 1, limit: 5 } });
    const stored = await db.coachMessage.findFirstOrThrow({ where: { conversation: { userId }, role: "assistant" } });
    expect(stored).toMatchObject({ text: answer, writer: "model" });
  });

  it("replaces a streamed answer that fails the check: writer local, then the local text part", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { jar, userId } = await userWithDebt();
    const local = await askCoach(userId, "When will I be debt free?");
    mockRouteModel = scriptedModel([toolCallStep("debt_free_date", {}), textStep(pieces("Debt-free in May 2099."))]);
    const asked = await ask(jar, { text: "When will I be debt free?" });

    const order = asked.events
      .filter((e) => e.type.startsWith("data-") || e.type === "text-start")
      .map((e) => `${e.type}${e.id ? `:${e.id}` : ""}`);
    expect(order).toEqual(["data-conversation", "text-start:model", "data-writer", "text-start:local", "data-usage"]);
    expect(asked).toMatchObject({ writer: "local", text: local.response });
    const stored = await db.coachMessage.findFirstOrThrow({ where: { conversation: { userId }, role: "assistant" } });
    expect(stored).toMatchObject({ text: local.response, writer: "local" });
    warn.mockRestore();
  });
});
