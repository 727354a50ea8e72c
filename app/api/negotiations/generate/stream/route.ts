import { route } from "@/lib/api";
import { writerStreamResponse } from "@/lib/ai/writer-stream";
import {
  GENERATE_LETTER_RATE_LIMIT,
  generateLetterRateLimitKey,
  prepareStreamedLetter,
} from "@/lib/negotiations/service";
import { ZGenerateLetter } from "@/lib/validations/negotiations";

// POST /api/negotiations/generate/stream: the same body, checks and rate limit as POST /api/negotiations/generate
// (which keeps its JSON answer for the token API), answered as an AI SDK UI message stream (server-sent events)
// while the letter is written (lib/ai/writer-stream.ts; docs/product-rules.md "Negotiation letters"):
//   text part "model": the model's letter as it arrives;
//   data-writer {writer: "model" | "local"}: who wrote the saved letter; "local" (no key, or the model failed or
//     ran out of time) is followed by text part "local", the built-in writer's letter, which replaces the "model" part;
//   data-letter: the saved LetterDto (its generatedContent is the full text).
// Errors before the stream starts (400, 404, 429) are the usual JSON answers. Closing the request (Stop) aborts
// the model and saves nothing.
export const POST = route(
  {
    body: ZGenerateLetter,
    rateLimit: (_req, user) => ({ key: generateLetterRateLimitKey(user?.id), rule: GENERATE_LETTER_RATE_LIMIT }),
  },
  async ({ req, user, body }) => {
    const letter = await prepareStreamedLetter(user, body);
    return writerStreamResponse({
      signal: req.signal,
      dataPart: "letter",
      status: 201,
      errorText: "The letter could not be written. Try again.",
      write: async (options) => {
        const written = await letter.write(options);
        if (!written) return null;
        const writer = written.source === "ai" ? "model" : "local";
        return { writer, text: written.letter.generatedContent, saved: written.letter };
      },
    });
  },
);
