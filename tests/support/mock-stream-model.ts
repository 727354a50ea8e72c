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
  return new MockLanguageModelV4({
    doStream: async ({ abortSignal }) => ({
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          parts.forEach((part) => controller.enqueue(part));
          if (!hold) return controller.close();
          abortSignal?.addEventListener("abort", () => controller.error(abortSignal.reason));
        },
      }),
    }),
  });
}

/** `text` cut into pieces of `size` characters, as a provider streams it. */
export function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}
