import { MockLanguageModelV4 } from "ai/test";
import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";

// The AI SDK's mock model, scripted chunk by chunk, for the streamed writers' tests (letters, plan explanations).

export const FINISH: LanguageModelV4StreamPart = {
  type: "finish",
  finishReason: { unified: "stop", raw: "stop" },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 20, text: 20, reasoning: 0 },
  },
};

/** The stream's start and one text part of these deltas (no finish: add FINISH, an error, or hold it open). */
export function textParts(deltas: string[]): LanguageModelV4StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    ...deltas.map((delta): LanguageModelV4StreamPart => ({ type: "text-delta", id: "t", delta })),
  ];
}

/** A mock model streaming `parts`; with `hold`, the stream stays open after them until the call is aborted. */
export function mockStreamModel(parts: LanguageModelV4StreamPart[], hold = false) {
  return scriptedModel([parts], hold);
}

/**
 * A mock model answering its n-th call with steps[n] (the last step again after that), for a model that calls tools
 * and then writes; with `hold`, the last step stays open until the call is aborted.
 */
export function scriptedModel(steps: LanguageModelV4StreamPart[][], hold = false) {
  let call = 0;
  return new MockLanguageModelV4({
    doStream: async ({ abortSignal }) => {
      const parts = steps[Math.min(call, steps.length - 1)]!;
      const last = call >= steps.length - 1;
      call += 1;
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            parts.forEach((part) => controller.enqueue(part));
            if (!(hold && last)) return controller.close();
            abortSignal?.addEventListener("abort", () => controller.error(abortSignal.reason));
          },
        }),
      };
    },
  });
}

/** `text` cut into pieces of `size` characters, as a provider streams it. */
export function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

/** One chunk of a UI message stream as a route sends it (lib/ai/writer-stream.ts). */
export interface StreamEvent {
  type: string;
  id?: string;
  delta?: string;
  data?: unknown;
}

/** A UI message stream's body (server-sent events) read back as its chunks, in order. */
export function streamEvents(body: string): StreamEvent[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: {"))
    .map((line) => JSON.parse(line.slice("data: ".length)) as StreamEvent);
}

/** The text the stream sent in its text part `id` ("model" or "local"). */
export function streamedText(events: StreamEvent[], id: string): string {
  return events
    .filter((e) => e.type === "text-delta" && e.id === id)
    .map((e) => e.delta)
    .join("");
}

/**
 * A writer route's answer when the built-in writer wrote it (no key, or the model failed before it began): a UI
 * message stream with no model part that names the local writer. Answers its chunks and the text it streamed.
 */
export async function localWriterStream(res: Response): Promise<{ events: StreamEvent[]; text: string }> {
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const events = streamEvents(await res.text());
  expect(events.some((e) => e.id === "model")).toBe(false);
  expect(events.find((e) => e.type === "data-writer")?.data).toEqual({ writer: "local" });
  return { events, text: streamedText(events, "local") };
}
