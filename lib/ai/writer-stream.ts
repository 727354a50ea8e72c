import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse, type LanguageModel } from "ai";

// The writer stream's parts, shared by the streaming routes (POST /api/negotiations/generate/stream, POST
// /api/strategies/latest/message/stream) and read in the browser by lib/client/writer-stream.ts
// (docs/product-rules.md "Negotiation letters", "Debt calculator and results"):
//   text part "model": the model's text as it arrives;
//   data-writer {writer: "model" | "local"}: who wrote what was saved; "local" (no key, or the model failed, ran out
//     of time or failed a check) is followed by text part "local", the built-in writer's text, which replaces the
//     "model" part;
//   data-<dataPart>: what was saved.
// A route may send one data part of its own first (`lead`: the coach chat names its conversation).
// Closing the request (Stop) aborts `write` through its signal: it answers null and the stream ends without saving.

/** What a streamed writer (a letter, a plan explanation) is given. */
export interface StreamWriteOptions {
  /** Each new piece of the model's text, in order, as it is written. */
  onDelta: (text: string) => void;
  /** The reader pressed Stop (or left): the call is aborted and the answer is null, so nothing is saved. */
  abortSignal?: AbortSignal;
  /** The model to stream from; the configured OpenAI model by default (tests pass the AI SDK's mock model). */
  model?: LanguageModel;
}

export interface WrittenAndSaved {
  writer: "model" | "local";
  /** The saved text, sent whole as the "local" part when the built-in writer wrote it. */
  text: string;
  /** The data part's content. */
  saved: unknown;
}

export function writerStreamResponse({
  signal,
  write,
  dataPart,
  lead,
  status,
  errorText,
}: {
  signal: AbortSignal;
  /** A data part sent before the text, e.g. {part: "conversation", data: {id, title}}. */
  lead?: { part: string; data: unknown };
  write: (options: { abortSignal: AbortSignal; onDelta: (delta: string) => void }) => Promise<WrittenAndSaved | null>;
  dataPart: string;
  status?: number;
  /** What the reader sees when writing or saving throws after the stream started (nothing was saved). */
  errorText: string;
}): Response {
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      if (lead) writer.write({ type: `data-${lead.part}`, data: lead.data });
      let started = false;
      const written = await write({
        abortSignal: signal,
        onDelta: (delta) => {
          if (!started) writer.write({ type: "text-start", id: "model" });
          started = true;
          writer.write({ type: "text-delta", id: "model", delta });
        },
      });
      if (started) writer.write({ type: "text-end", id: "model" });
      if (!written) return;
      writer.write({ type: "data-writer", data: { writer: written.writer } });
      if (written.writer === "local") {
        writer.write({ type: "text-start", id: "local" });
        writer.write({ type: "text-delta", id: "local", delta: written.text });
        writer.write({ type: "text-end", id: "local" });
      }
      writer.write({ type: `data-${dataPart}`, data: written.saved });
    },
    onError: () => errorText,
  });
  return createUIMessageStreamResponse({ stream, status });
}
