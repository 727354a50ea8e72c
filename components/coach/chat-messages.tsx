"use client";

import { Bot, Sparkles } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { answerView, questionText, WRITER_LABELS } from "./message-parts";
import type { CoachWriter } from "@/lib/coach/types";
import type { CoachUIMessage } from "./types";

// Each answer is labelled by who wrote it (docs/product-rules.md "Ask DebtWise"). The answer being written is
// aria-busy; the chat announces it once complete (coach-chat.tsx), not word by word.

export function ChatMessages({
  messages,
  busy,
  stopped,
}: {
  messages: CoachUIMessage[];
  busy: boolean;
  /** Answers the user stopped: not saved on the server. */
  stopped: ReadonlySet<string>;
}) {
  const lastId = messages[messages.length - 1]?.id;
  return (
    <ol aria-label="Conversation" className="space-y-4">
      {messages.map((message) =>
        message.role === "user" ? (
          <li key={message.id} className="flex justify-end" data-testid="coach-question">
            <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm break-words whitespace-pre-wrap text-primary-foreground">
              <span className="sr-only">You asked: </span>
              {questionText(message)}
            </p>
          </li>
        ) : (
          <Answer
            key={message.id}
            message={message}
            writing={busy && message.id === lastId}
            stopped={stopped.has(message.id)}
          />
        ),
      )}
    </ol>
  );
}

function Answer({ message, writing, stopped }: { message: CoachUIMessage; writing: boolean; stopped: boolean }) {
  const answer = answerView(message);
  return (
    <li className="flex justify-start" data-testid="coach-answer" aria-busy={writing || undefined}>
      <div className="max-w-[92%] min-w-0 space-y-2 rounded-2xl rounded-bl-sm border bg-card px-4 py-3 shadow-xs">
        {answer.writer ? <WriterBadge writer={answer.writer} /> : null}
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="coach-answer-text">
          <span className="sr-only">Answer: </span>
          {answer.text}
        </p>
        {stopped ? <p className="text-xs text-muted-foreground">Stopped. This answer was not saved.</p> : null}
      </div>
    </li>
  );
}

function WriterBadge({ writer }: { writer: CoachWriter }) {
  const Icon = writer === "model" ? Sparkles : Bot;
  return (
    <Badge
      variant={writer === "model" ? "default" : "secondary"}
      data-testid="coach-writer"
      title={
        writer === "model"
          ? "Written by a language model from your numbers, each amount checked against them"
          : "Written by DebtWise's built-in assistant from your numbers"
      }
    >
      <Icon aria-hidden="true" />
      {WRITER_LABELS[writer]}
    </Badge>
  );
}
