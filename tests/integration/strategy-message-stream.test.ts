import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { FINISH, localWriterStream, mockStreamModel, piecesOf, textParts } from "@/tests/support/mock-stream-model";
import { POST as streamRoute } from "@/app/api/strategies/latest/message/stream/route";
import { db } from "@/lib/db";
import { calculateWithSavedPlan } from "@/lib/plan/service";
import { getLatestStrategy } from "@/lib/strategies/read";
import { prepareStreamedPlanMessage } from "@/lib/strategies/message/stream";
import { callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { insertVisa } from "@/tests/support/debts";

// "Explain again" streams the plan's message (docs/product-rules.md "Debt calculator and results"): through the real
// service and PostgreSQL, with the AI SDK's mock model standing in for the provider (its stream scripted chunk by
// chunk), and the route without a key. What is saved is what was streamed, the built-in writer's message replaces
// a model that fails mid-stream, a stopped explanation saves nothing, and the calculation's message is the first.

delete process.env.OPENAI_API_KEY;

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const MODEL_MESSAGE =
  "Start with the Visa: at 19.99% it costs you the most each month. On these numbers you could be debt-free " +
  "within the plan's months, and every extra dollar you add goes to it first.";

const pieces = (text: string) => piecesOf(text, 20);

/** A Free user with one debt and a calculated plan (keyless: the built-in writer wrote its message). */
async function calculated() {
  const { jar, userId } = await signUp({ prefix: "explain-stream", firstName: "Ella" });
  await insertVisa(userId);
  const user = { id: userId, subscriptionPlan: "free" };
  const first = await calculateWithSavedPlan(user, {});
  return { jar, user, first };
}

const row = (userId: string) =>
  db.strategy.findFirstOrThrow({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });

it("hands on the model's text piece by piece, in order, and saves exactly the streamed text as the model's", async () => {
  const { user, first } = await calculated();
  expect(first.messageWriter).toBe("local");
  const deltas: string[] = [];
  const saved = await (
    await prepareStreamedPlanMessage(user)
  ).write({ model: mockStreamModel([...textParts(pieces(MODEL_MESSAGE)), FINISH]), onDelta: (d) => deltas.push(d) });

  expect(deltas).toEqual(pieces(MODEL_MESSAGE));
  expect(saved).toEqual({ id: first.id, aiMessage: MODEL_MESSAGE, messageWriter: "model", messageDepth: "brief" });
  expect(await row(user.id)).toMatchObject({ aiMessage: MODEL_MESSAGE, messageWriter: "model", messageDepth: "brief" });
  // The stored result's copy too: every reader of the strategy sees the new message.
  const latest = await getLatestStrategy(user.id, { schedules: false });
  expect(latest).toMatchObject({ aiMessage: MODEL_MESSAGE, messageWriter: "model" });
  expect((await row(user.id)).result).toMatchObject({ aiMessage: MODEL_MESSAGE, messageWriter: "model" });
});

it("falls back to the built-in writer, labelled local, when the model fails mid-stream", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const { user, first } = await calculated();
  const deltas: string[] = [];
  const broken = [
    ...textParts(pieces(MODEL_MESSAGE).slice(0, 3)),
    { type: "error", error: new Error("provider died") },
  ];
  const saved = await (
    await prepareStreamedPlanMessage(user)
  ).write({ model: mockStreamModel(broken as LanguageModelV4StreamPart[]), onDelta: (d) => deltas.push(d) });

  expect(deltas.join("").length).toBeGreaterThan(0);
  expect(saved?.messageWriter).toBe("local");
  // The built-in writer's message of the same facts: the one the calculation wrote.
  expect(saved?.aiMessage).toBe(first.aiMessage);
  expect(await row(user.id)).toMatchObject({ aiMessage: first.aiMessage, messageWriter: "local" });
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

it("saves nothing when the reader stops the explanation mid-stream", async () => {
  const { user } = await calculated();
  const before = await row(user.id);
  const stop = new AbortController();
  const saved = await (
    await prepareStreamedPlanMessage(user)
  ).write({
    model: mockStreamModel(textParts(pieces(MODEL_MESSAGE).slice(0, 3)), true),
    abortSignal: stop.signal,
    onDelta: () => stop.abort(),
  });
  expect(saved).toBeNull();
  const after = await row(user.id);
  expect(after.aiMessage).toBe(before.aiMessage);
  expect(after.messageWriter).toBe(before.messageWriter);
});

it("streams the built-in writer's message without a key, labelled local, and saves that text", async () => {
  const { jar, user, first } = await calculated();
  const res = await callRoute(streamRoute, { path: "/api/strategies/latest/message/stream", method: "POST", jar });
  expect(res.status).toBe(200);
  const { events, text } = await localWriterStream(res);
  expect(text).toBe(first.aiMessage);
  expect(events.find((e) => e.type === "data-message")?.data).toEqual({
    id: first.id,
    aiMessage: text,
    messageWriter: "local",
    messageDepth: "brief",
  });
  expect((await row(user.id)).aiMessage).toBe(text);
});

it("answers 404 as JSON before the first calculation, and 409 for a strategy stored without its facts", async () => {
  const { jar } = await signUp({ prefix: "explain-stream" });
  const none = await callRoute(streamRoute, { path: "/api/strategies/latest/message/stream", method: "POST", jar });
  expect(none.status).toBe(404);
  expect(none.headers.get("content-type")).toContain("application/json");

  const old = await calculated();
  await db.$executeRaw`UPDATE "Strategy" SET result = result #- '{inputs,messageFacts}' WHERE "userId" = ${old.user.id}`;
  const res = await callRoute(streamRoute, {
    path: "/api/strategies/latest/message/stream",
    method: "POST",
    jar: old.jar,
  });
  expect(res.status).toBe(409);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("conflict");
});

it("writes the analysis while the plan includes it, and the brief message after a downgrade", async () => {
  const { user } = await calculated();
  await db.user.update({ where: { id: user.id }, data: { subscriptionPlan: "pro" } });
  const pro = { ...user, subscriptionPlan: "pro" };
  await calculateWithSavedPlan(pro, {});
  const analysis = await (await prepareStreamedPlanMessage(pro)).write({ onDelta: () => {} });
  expect(analysis).toMatchObject({ messageWriter: "local", messageDepth: "analysis" });

  const brief = await (await prepareStreamedPlanMessage(user)).write({ onDelta: () => {} });
  expect(brief).toMatchObject({ messageWriter: "local", messageDepth: "brief" });
  expect(brief!.aiMessage!.length).toBeLessThan(analysis!.aiMessage!.length);
  expect(await row(user.id)).toMatchObject({ aiMessage: brief!.aiMessage, messageDepth: "brief" });
});
