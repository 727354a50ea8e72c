import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse, type LanguageModel } from "ai";

// Parts, read by lib/client/writer-stream.ts: an optional `lead` data part; text "model" as it arrives; data-writer;
// for "local" (no key, or the model failed) text "local", which replaces "model"; then data-<dataPart>, what was saved.
export interface StreamWriteOptions {
  onDelta: (text: string) => void;
  /** Stop: the call is aborted and the answer is null, so nothing is saved. */
  abortSignal?: AbortSignal;
  model?: LanguageModel;
}

export interface WrittenAndSaved {
  writer: "model" | "local";
  text: string;
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
  lead?: { part: string; data: unknown };
  write: (options: { abortSignal: AbortSignal; onDelta: (delta: string) => void }) => Promise<WrittenAndSaved | null>;
  dataPart: string;
  status?: number;
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
