import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { POST as streamRoute } from "@/app/api/negotiations/generate/stream/route";
import { db } from "@/lib/db";
import { prepareStreamedLetter } from "@/lib/negotiations/service";
import type { TGenerateLetter } from "@/lib/validations/negotiations";
import type { SessionUser } from "@/lib/auth/session";
import { FDCPA_PARAGRAPH } from "@/prisma/seed-data/negotiation-templates";
import { callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { insertVisa } from "@/tests/support/debts";
import { FINISH, localWriterStream, mockStreamModel, piecesOf, textParts } from "@/tests/support/mock-stream-model";

// Streamed negotiation letters (docs/product-rules.md "Negotiation letters"): through the real service and
// PostgreSQL, with the AI SDK's mock model standing in for the provider (its stream is scripted chunk by chunk),
// and the streaming route without a key. What is saved is what was streamed, the built-in writer's letter
// replaces a model that fails mid-stream, and a stopped letter saves nothing.

delete process.env.OPENAI_API_KEY;

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const MODEL_LETTER = [
  "Re: Account ending in 1234",
  "Dear Chase Bank,",
  "I am writing about my account ending in 1234, which has a balance of $4,200.00. After a difficult year I cannot keep up with the full minimum payment, and I am asking for a temporary hardship arrangement while my income recovers.",
  FDCPA_PARAGRAPH,
  "Please confirm any agreement in writing before the new payments start.",
  "Sincerely,\n\nNora Streamer",
].join("\n\n");
const MODEL_TIPS = ["Keep proof of your hardship ready.", "Name an amount you can pay.", "Send it by certified mail."];

/** The model's JSON answer cut into pieces of `size` characters, as a provider streams it. */
function answerPieces(size = 40): string[] {
  return piecesOf(JSON.stringify({ letter: MODEL_LETTER, suggestions: MODEL_TIPS }), size);
}

async function letterFor(): Promise<{ user: SessionUser; input: TGenerateLetter; userId: string }> {
  const { userId } = await signUp({ prefix: "nego-stream", firstName: "Nora" });
  const debt = await insertVisa(userId);
  const user = (await db.user.findUniqueOrThrow({ where: { id: userId } })) as unknown as SessionUser;
  const input = {
    debtId: debt.id,
    templateType: "hardship",
    userInputs: { creditorName: "Chase Bank", accountNumber: "1234" },
  } as TGenerateLetter;
  return { user, input, userId };
}

const savedLetters = (userId: string) => db.negotiationLetter.findMany({ where: { userId } });

it("hands on the model's letter piece by piece, in order, and saves exactly the streamed text as the model's", async () => {
  const { user, input, userId } = await letterFor();
  const deltas: string[] = [];
  const written = await (
    await prepareStreamedLetter(user, input)
  ).write({ model: mockStreamModel([...textParts(answerPieces()), FINISH]), onDelta: (d) => deltas.push(d) });

  expect(deltas.length).toBeGreaterThan(5);
  expect(deltas.join("")).toBe(MODEL_LETTER);
  expect(written?.source).toBe("ai");
  expect(written?.letter.generatedContent).toBe(deltas.join(""));
  const rows = await savedLetters(userId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ generatedContent: MODEL_LETTER, writtenBy: "model", aiSuggestions: MODEL_TIPS });
});

it("falls back to the built-in writer, labelled local, when the model fails mid-stream", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const { user, input, userId } = await letterFor();
  const deltas: string[] = [];
  const broken = [...textParts(answerPieces().slice(0, 6)), { type: "error", error: new Error("provider died") }];
  const written = await (
    await prepareStreamedLetter(user, input)
  ).write({ model: mockStreamModel(broken as LanguageModelV4StreamPart[]), onDelta: (d) => deltas.push(d) });

  expect(deltas.join("").length).toBeGreaterThan(0);
  expect(written?.source).toBe("local");
  const [row] = await savedLetters(userId);
  expect(row!.writtenBy).toBe("local");
  expect(row!.generatedContent).not.toContain(deltas.join(""));
  expect(row!.generatedContent).toBe(written?.letter.generatedContent);
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

it("saves nothing when the reader stops the letter mid-stream", async () => {
  const { user, input, userId } = await letterFor();
  const stop = new AbortController();
  const written = await (
    await prepareStreamedLetter(user, input)
  ).write({
    model: mockStreamModel(textParts(answerPieces().slice(0, 6)), true),
    abortSignal: stop.signal,
    onDelta: () => stop.abort(),
  });
  expect(written).toBeNull();
  expect(await savedLetters(userId)).toHaveLength(0);
});

it("streams the built-in writer's letter without a key, labelled local, and saves that text", async () => {
  const { jar, userId } = await signUp({ prefix: "nego-stream", firstName: "Nora" });
  const debt = await insertVisa(userId);
  const res = await callRoute(streamRoute, {
    path: "/api/negotiations/generate/stream",
    json: {
      debtId: debt.id,
      templateType: "hardship",
      userInputs: { creditorName: "Chase Bank", accountNumber: "1234" },
    },
    jar,
  });
  expect(res.status).toBe(201);
  const { events, text } = await localWriterStream(res);
  const saved = events.find((e) => e.type === "data-letter")?.data as { generatedContent: string; writtenBy: string };
  expect(saved).toMatchObject({ generatedContent: text, writtenBy: "local" });
  const [row] = await savedLetters(userId);
  expect(row!.generatedContent).toBe(text);
});

it("answers 404 as JSON, before any stream, for another user's debt", async () => {
  const { jar } = await signUp({ prefix: "nego-stream" });
  const res = await callRoute(streamRoute, {
    path: "/api/negotiations/generate/stream",
    json: {
      debtId: "nope",
      templateType: "hardship",
      userInputs: { creditorName: "Chase Bank", accountNumber: "1234" },
    },
    jar,
  });
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toContain("application/json");
});
