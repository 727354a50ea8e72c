"use client";

import { useEffect, useRef, useState } from "react";
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Loader2, MessageCircleQuestion, Square } from "lucide-react";

import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { chatFailure, type ChatFailure } from "./chat-error";
import { ChatComposer, type ChatComposerHandle } from "./chat-composer";
import { ChatMessages } from "./chat-messages";
import { answerView, questionText, WRITER_LABELS } from "./message-parts";
import type { CoachConversationListDto } from "@/lib/coach/types";
import { EXAMPLE_QUESTIONS, type CoachUIMessage } from "./types";

// One conversation (docs/product-rules.md "Ask DebtWise"). Only the new question is sent: the server keeps the
// conversation. A question refused before the stream (a 429, a 400) is taken off the list and put back in the box.

const transport = new DefaultChatTransport<CoachUIMessage>({
  api: "/api/coach/chat",
  credentials: "include",
  prepareSendMessagesRequest: ({ messages, body }) => {
    const last = messages[messages.length - 1];
    return { body: { conversationId: body?.conversationId, text: last ? questionText(last) : "" } };
  },
});

export function CoachChat({
  chatKey,
  conversationId,
  initialMessages,
  initialQuestion,
  onConversation,
}: {
  /** A new key is a new chat (a conversation opened, or "New conversation"). */
  chatKey: string;
  conversationId: string | null;
  initialMessages: CoachUIMessage[];
  /** Put in the box at first (the dashboard's example question). */
  initialQuestion?: string;
  onConversation: (conversation: { id: string; title: string }) => void;
}) {
  const queryClient = useQueryClient();
  const conversationRef = useRef(conversationId);
  const composer = useRef<ChatComposerHandle>(null);
  const lastQuestion = useRef("");
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [stopped, setStopped] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");

  const { messages, sendMessage, status, stop, setMessages } = useChat<CoachUIMessage>({
    id: chatKey,
    messages: initialMessages,
    transport,
    onData: (part) => {
      if (part.type === "data-conversation") {
        conversationRef.current = part.data.id;
        onConversation(part.data);
      } else if (part.type === "data-usage") {
        const usage = part.data;
        queryClient.setQueryData<CoachConversationListDto>(queryKeys.coachConversations, (old) =>
          old ? { ...old, usage } : old,
        );
      }
    },
    onFinish: ({ message, isAbort, isError }) => {
      // The list's order, counts and usage moved; the conversation's cached messages are older than this chat's.
      void queryClient.invalidateQueries({ queryKey: queryKeys.coachConversations, exact: true });
      if (conversationRef.current) {
        queryClient.removeQueries({ queryKey: queryKeys.coachConversation(conversationRef.current) });
      }
      if (message.role !== "assistant") return;
      if (isAbort) {
        setStopped((old) => new Set(old).add(message.id));
        setAnnouncement("Stopped. This answer was not saved.");
      } else if (!isError) {
        const answer = answerView(message);
        const by = answer.writer ? `${WRITER_LABELS[answer.writer]}: ` : "";
        setAnnouncement(`${by}${answer.text}`);
      }
    },
    onError: (error) => {
      const found = chatFailure(error);
      setFailure(found);
      if (found.status !== null) {
        // Refused before the stream: nothing was asked, so the question goes back in the box to try again.
        setMessages((old) => (old[old.length - 1]?.role === "user" ? old.slice(0, -1) : old));
        composer.current?.restore(lastQuestion.current);
      }
    },
  });

  const busy = status === "submitted" || status === "streaming";

  function ask(text: string) {
    if (busy) return;
    setFailure(null);
    setAnnouncement("");
    lastQuestion.current = text;
    void sendMessage({ text }, { body: { conversationId: conversationRef.current ?? undefined } });
  }

  // New messages and the growing answer stay in view.
  const end = useRef<HTMLDivElement>(null);
  const tail = messages[messages.length - 1];
  const tailLength = tail ? questionText(tail).length : 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages.length, tailLength]);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {messages.length === 0 ? (
        <EmptyChat onAsk={ask} disabled={busy} />
      ) : (
        <ChatMessages messages={messages} busy={busy} stopped={stopped} />
      )}
      <div ref={end} />

      {/* Read once the answer is complete: the growing text itself is not live, or every word would be read. */}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {busy ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-3 py-2">
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Writing...
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void stop()}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        </div>
      ) : null}

      {failure ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
          data-testid="coach-error"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{failure.message}</p>
        </div>
      ) : null}

      <ChatComposer ref={composer} onSend={ask} busy={busy} initialValue={initialQuestion} />
    </div>
  );
}

function EmptyChat({ onAsk, disabled }: { onAsk: (text: string) => void; disabled: boolean }) {
  return (
    <section
      aria-labelledby="coach-examples-heading"
      className="flex flex-col items-center rounded-xl border border-dashed px-4 py-8 text-center sm:px-6"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MessageCircleQuestion aria-hidden="true" className="size-6" />
      </span>
      <h2 id="coach-examples-heading" className="mt-4 font-medium">
        Ask about your own debts
      </h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">
        Answers come from your debts, payments and saved plan. Try one of these:
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Example questions">
        {EXAMPLE_QUESTIONS.map((question) => (
          <li key={question}>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto text-left whitespace-normal"
              disabled={disabled}
              onClick={() => onAsk(question)}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
