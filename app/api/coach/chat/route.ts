import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { route } from "@/lib/api";
import { prepareCoachMessage } from "@/lib/coach/chat";
import { COACH_CHAT_RATE_LIMIT, coachChatRateLimitKey } from "@/lib/coach/limits";
import { ZCoachChat } from "@/lib/validations/coach";

// POST /api/coach/chat {conversationId?, text} -> 200 AI SDK UI message stream (server-sent events) of one answer
// (docs/product-rules.md "Coach chat"), its parts in this order:
//   data-conversation {id, title}: the conversation the question was stored in (new when no id was sent);
//   text part "model": a model's answer as it is written (only with an AI key);
//   data-writer {writer: "model" | "local"}: who worded the stored answer; "local" (no key, or the model's answer
//     failed the number check, erred, ran out of time or called no tool) is followed by text part "local", the
//     keyless engine's answer, which replaces any "model" part;
//   data-usage {used, limit, resetsAt}: today's questions with this one, last.
// Errors before the stream (400, 401, 404 another user's or an unknown conversation, 429 past the plan's questions
// a day with Retry-After until the user's midnight, or past 10 a minute) are the usual JSON answers. Closing the
// request aborts the model: the question stays stored, no answer is.
export const POST = route(
  {
    body: ZCoachChat,
    rateLimit: (_req, user) => ({ key: coachChatRateLimitKey(user?.id), rule: COACH_CHAT_RATE_LIMIT }),
  },
  async ({ req, user, body }) => {
    const question = await prepareCoachMessage(user, body);
    const stream = createUIMessageStream({
      execute: async ({ writer }) => {
        writer.write({ type: "data-conversation", data: question.conversation });
        let started = false;
        const answered = await question.answer({
          abortSignal: req.signal,
          onDelta: (delta) => {
            if (!started) writer.write({ type: "text-start", id: "model" });
            started = true;
            writer.write({ type: "text-delta", id: "model", delta });
          },
        });
        if (started) writer.write({ type: "text-end", id: "model" });
        if (!answered) return;
        const { message, usage } = answered;
        writer.write({ type: "data-writer", data: { writer: message.writer } });
        if (message.writer === "local") {
          writer.write({ type: "text-start", id: "local" });
          writer.write({ type: "text-delta", id: "local", delta: message.text });
          writer.write({ type: "text-end", id: "local" });
        }
        writer.write({ type: "data-usage", data: usage });
      },
      onError: () => "The coach could not answer. Try again.",
    });
    return createUIMessageStreamResponse({ stream });
  },
);
