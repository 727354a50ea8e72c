// Parts as lib/ai/writer-stream.ts sends them. The AI SDK is imported on first use, so pages that may never stream
// do not load it with their first paint.

import type { UIMessage, UIMessageChunk } from "ai";
import { responseError } from "./api-client";

export type StreamWriter = "model" | "local";

export interface WriterStreamState {
  text: string;
  writer: StreamWriter | null;
}

export interface WriterStreamOptions {
  /** Aborting closes the request, so the server stops the model and saves nothing. */
  signal: AbortSignal;
  onUpdate: (state: WriterStreamState) => void;
}

export class WriterStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WriterStreamError";
  }
}

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
  // The server's own SDK wrote these chunks, so a schema without a validator passes them as they are.
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

// On "local" the built-in writer's text replaces the model's at once (empty until its first piece).
export function stateOf(message: UIMessage): WriterStreamState {
  const at = message.parts.findIndex((p) => p.type === "data-writer");
  const writer = at < 0 ? null : (message.parts[at] as { data: { writer: StreamWriter } }).data.writer;
  const shown = message.parts.find((p, i) => p.type === "text" && (writer === "local" ? i > at : true));
  return { text: shown?.type === "text" ? shown.text : "", writer };
}
