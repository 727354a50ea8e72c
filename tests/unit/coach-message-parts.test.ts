import { APICallError } from "ai";
import { chatFailure } from "@/components/coach/chat-error";
import { answerView, storedMessage, WRITER_LABELS } from "@/components/coach/message-parts";
import { EXAMPLE_QUESTIONS, type CoachUIMessage } from "@/components/coach/types";
import { COACH_EVAL } from "@/tests/support/coach-eval";

// How Ask DebtWise reads a streamed answer's parts (docs/product-rules.md "Ask DebtWise"): the built-in assistant's
// text replaces a model answer that failed the number check, the writer is the stream's last word on it, and a
// refusal before the stream shows the server's own message.

type Part = CoachUIMessage["parts"][number];
const text = (t: string): Part => ({ type: "text", text: t, state: "done" });
const writer = (w: "model" | "local"): Part => ({ type: "data-writer", data: { writer: w } });
const conversation: Part = { type: "data-conversation", data: { id: "c1", title: "When will I be debt-free?" } };
const usage: Part = { type: "data-usage", data: { used: 1, limit: 5, resetsAt: "2026-11-29T00:00:00.000Z" } };

describe("answerView", () => {
  it("shows a model answer that passed the check, labelled by the model", () => {
    expect(
      answerView({
        parts: [conversation, text("You will be "), text("debt-free in May 2028."), writer("model"), usage],
      }),
    ).toEqual({
      text: "You will be debt-free in May 2028.",
      writer: "model",
    });
  });

  it("replaces a model answer that failed the check with the built-in assistant's", () => {
    const parts = [
      conversation,
      text("You owe $9,999.99."),
      writer("local"),
      text("You owe $4,200.00."),
      writer("local"),
      usage,
    ];
    expect(answerView({ parts })).toEqual({ text: "You owe $4,200.00.", writer: "local" });
  });

  // Until the replacement's first words arrive, the parts read like a keyless answer (text, then "local").
  it("switches to the replacement from its first word", () => {
    expect(answerView({ parts: [conversation, text("You owe $9,999.99."), writer("local")] }).text).toBe(
      "You owe $9,999.99.",
    );
    expect(answerView({ parts: [conversation, text("You owe $9,999.99."), writer("local"), text("You")] }).text).toBe(
      "You",
    );
  });

  it("keeps the built-in assistant's own answer when its writer part follows it (no key)", () => {
    expect(answerView({ parts: [conversation, text("Pay $150.00 this month."), writer("local"), usage] })).toEqual({
      text: "Pay $150.00 this month.",
      writer: "local",
    });
  });

  it("has no writer while the stream has not said", () => {
    expect(answerView({ parts: [conversation, text("Pay")] })).toEqual({ text: "Pay", writer: null });
  });

  it("reads a stored message back with its writer", () => {
    const message = storedMessage({
      id: "m1",
      role: "assistant",
      text: "Pay $150.00 this month.",
      writer: "local",
      createdAt: "2026-11-28T10:00:00.000Z",
    });
    expect(answerView(message)).toEqual({ text: "Pay $150.00 this month.", writer: "local" });
  });

  it('calls only a model "AI"', () => {
    expect(WRITER_LABELS).toEqual({ model: "AI", local: "Built-in assistant" });
  });
});

describe("chatFailure", () => {
  const refused = (statusCode: number, responseBody: string) =>
    new APICallError({
      message: responseBody,
      url: "/api/coach/chat",
      requestBodyValues: undefined,
      statusCode,
      responseBody,
    });

  it("shows the server's message for a refusal before the stream", () => {
    const body = JSON.stringify({ error: { code: "rate_limited", message: "You've asked 5 questions today." } });
    expect(chatFailure(refused(429, body))).toEqual({ status: 429, message: "You've asked 5 questions today." });
  });

  it("says something plain for anything else", () => {
    expect(chatFailure(refused(502, "<html>Bad gateway</html>"))).toEqual({
      status: 502,
      message: "Your question could not be answered. Try again.",
    });
    expect(chatFailure(new Error("Failed to fetch"))).toEqual({
      status: null,
      message: "Your question could not be answered. Try again.",
    });
  });
});

describe("EXAMPLE_QUESTIONS", () => {
  it("offers only questions of the evaluation set, which the keyless engine answers", () => {
    const asked = new Set(COACH_EVAL.flatMap((q) => q.phrasings));
    expect(EXAMPLE_QUESTIONS.filter((q) => !asked.has(q))).toEqual([]);
  });
});
