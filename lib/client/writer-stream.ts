// Reading a writer stream in the browser: the AI SDK UI message stream that the streaming routes send while a model
// writes (POST /api/negotiations/generate/stream, POST /api/strategies/latest/message/stream). Their part protocol
// (docs/product-rules.md "Negotiation letters", "Debt calculator and results"): a text part "model" while the model
// writes; data-writer {writer: "model" | "local"}; on "local" a text part "local" (the built-in writer's text), which
// replaces the model's; then one data part with what was saved. Errors before the stream (400, 404, 429, ...) are
// the usual JSON answers and are thrown as ApiError, like every other call (lib/client/api-client.ts).
//
// The AI SDK is imported on first use, so pages that may never stream do not load it with their first paint.

import type { UIMessage, UIMessageChunk } from "ai";
import { responseError } from "./api-client";

export type StreamWriter = "model" | "local";

export interface WriterStreamState {
  /** The text so far: the model's as it arrives, or the built-in writer's once it replaced it. */
  text: string;
  /** Known once the server has said who wrote what it saves. */
  writer: StreamWriter | null;
}

export interface WriterStreamOptions {
  /** Stop: aborting closes the request, so the server stops the model and saves nothing. */
  signal: AbortSignal;
  /** Each new state of the text, in order. */
  onUpdate: (state: WriterStreamState) => void;
}

/** Thrown when the stream itself reports an error after it started (nothing was saved). */
export class WriterStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WriterStreamError";
  }
}

/**
 * POSTs `body` to a writer stream and reads it to its end: returns who wrote the saved text and the final data part
 * named `dataPart` (e.g. "letter" for data-letter). An abort rejects with the fetch's AbortError.
 */
export async function readWriterStream<T>(
  url: string,
  body: unknown,
  dataPart: string,
  { signal, onUpdate }: WriterStreamOptions,
): Promise<{ writer: StreamWriter; data: T }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  if (!res.ok || !res.body) throw await responseError(res);
  const { jsonSchema, parseJsonEventStream, readUIMessageStream } = await import("ai");
  // The server's own SDK wrote these chunks (a schema without a validator passes them as they are);
  // readUIMessageStream applies each by its type.
  const chunks = parseJsonEventStream({ stream: res.body, schema: jsonSchema<UIMessageChunk>({}) }).pipeThrough(
    new TransformStream<{ success: boolean; value?: unknown }, UIMessageChunk>({
      transform(result, controller) {
        if (result.success) controller.enqueue(result.value as UIMessageChunk);
      },
    }),
  );
  let failure: string | null = null;
  let last: UIMessage | null = null;
  for await (const message of readUIMessageStream({
    stream: chunks,
    terminateOnError: true,
    onError: (error) => {
      failure = error instanceof Error ? error.message : String(error);
    },
  })) {
    last = message;
    onUpdate(stateOf(message));
  }
  if (signal.aborted) throw new DOMException("Stopped", "AbortError");
  if (failure !== null) throw new WriterStreamError(failure);
  const writer = last ? stateOf(last).writer : null;
  const data = last?.parts.find((p) => p.type === `data-${dataPart}`) as { data: T } | undefined;
  if (!writer || !data) throw new WriterStreamError("The answer ended before it was saved. Try again.");
  return { writer, data: data.data };
}

/**
 * Who wrote it, and the text to show. The parts come in the order sent: the model's text, data-writer, then (on
 * "local") the built-in writer's text, which replaces the model's at once (empty until its first piece).
 */
export function stateOf(message: UIMessage): WriterStreamState {
  const at = message.parts.findIndex((p) => p.type === "data-writer");
  const writer = at < 0 ? null : (message.parts[at] as { data: { writer: StreamWriter } }).data.writer;
  const shown = message.parts.find((p, i) => p.type === "text" && (writer === "local" ? i > at : true));
  return { text: shown?.type === "text" ? shown.text : "", writer };
}
