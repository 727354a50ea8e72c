import { writerStreamResponse } from "@/lib/ai/writer-stream";
import { route } from "@/lib/api";
import { prepareCoachMessage } from "@/lib/coach/chat";
import { COACH_CHAT_RATE_LIMIT, coachChatRateLimitKey } from "@/lib/coach/limits";
import { ZCoachChat } from "@/lib/validations/coach";

// POST /api/coach/chat {conversationId?, text} -> 200 AI SDK UI message stream (server-sent events) of one answer
// (lib/ai/writer-stream.ts; docs/product-rules.md "Coach chat"), its parts in this order:
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
    return writerStreamResponse({
      signal: req.signal,
      lead: { part: "conversation", data: question.conversation },
      dataPart: "usage",
      errorText: "The coach could not answer. Try again.",
      write: async (options) => {
        const answered = await question.answer(options);
        if (!answered) return null;
        const { message, usage } = answered;
        // An answer always has its writer; the message type's null is for the user's questions.
        return { writer: message.writer ?? "local", text: message.text, saved: usage };
      },
    });
  },
);
