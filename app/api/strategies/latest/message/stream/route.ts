import { route } from "@/lib/api";
import { writerStreamResponse } from "@/lib/ai/writer-stream";
import { prepareStreamedPlanMessage } from "@/lib/strategies/message/stream";

// POST /api/strategies/latest/message/stream (no body): the latest strategy's message written again from the facts
// stored with it (on /results: after a calculation that left it pending, and "Explain again"), answered as an AI SDK
// UI message stream with the letter stream's parts (lib/ai/writer-stream.ts; docs/product-rules.md "Debt calculator
// and results"): text part "model" while the model writes, data-writer, on "local" the built-in writer's text part
// "local" replacing it, then data-message, what was saved {id, aiMessage, messageWriter, messageDepth}. Errors
// before the stream starts (404 no strategy, 409 a row stored before its facts were kept, 429 past 10 an hour, the
// first stream of a pending explanation not counted) are the usual JSON answers. Closing the request (Stop) aborts
// the model and saves nothing: the old message stays. GET /api/strategies/latest keeps answering the saved one.
export const POST = route({}, async ({ req, user }) => {
  const message = await prepareStreamedPlanMessage(user);
  return writerStreamResponse({
    signal: req.signal,
    dataPart: "message",
    status: 200,
    errorText: "The explanation could not be written. Try again.",
    write: async (options) => {
      const saved = await message.write(options);
      return saved && { writer: saved.messageWriter, text: saved.aiMessage ?? "", saved };
    },
  });
});
