"use client";

import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Loader2, Send } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { fieldCheck } from "@/components/forms/single-field-form";
import { COACH_MESSAGE_MAX_LENGTH } from "@/lib/validations/form-limits";

// The question box (docs/product-rules.md "Ask DebtWise"), checked with the route's own schema (ZCoachChat). Enter
// while an input method is composing is the input method's, not a send.

export interface ChatComposerHandle {
  /** Puts a refused question back and focuses the box. */
  restore: (text: string) => void;
}

const checkText = fieldCheck(() => import("@/lib/validations/coach").then((m) => m.ZCoachChat), "text");

export function ChatComposer({
  ref,
  onSend,
  busy,
  initialValue = "",
}: {
  ref: Ref<ChatComposerHandle>;
  onSend: (text: string) => void;
  busy: boolean;
  initialValue?: string;
}) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(initialValue.slice(0, COACH_MESSAGE_MAX_LENGTH));
  const [problem, setProblem] = useState<string | null>(null);

  useImperativeHandle(ref, () => ({
    restore: (text: string) => {
      setValue(text);
      box.current?.focus();
    },
  }));

  async function send() {
    if (busy) return;
    const sent = value;
    const verdict = await checkText(sent);
    if (!verdict.ok) {
      setProblem(verdict.message);
      box.current?.focus();
      return;
    }
    setProblem(null);
    // Cleared only if it still holds the question being sent, not something typed while the schema loaded.
    setValue((now) => (now === sent ? "" : now));
    onSend(verdict.value.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  const problemId = `${id}-problem`;
  const countId = `${id}-count`;
  return (
    <form
      aria-label="Ask DebtWise"
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Label htmlFor={id}>Your question</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Textarea
          id={id}
          ref={box}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={COACH_MESSAGE_MAX_LENGTH}
          placeholder="e.g. When will I be debt-free?"
          autoComplete="off"
          enterKeyHint="send"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${countId}` : countId}
          className="max-h-48 min-w-0 flex-1 resize-none"
        />
        <Button type="submit" disabled={busy} className="sm:min-w-24">
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          Send
        </Button>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
        {problem ? (
          <p id={problemId} className="font-medium text-destructive" role="alert">
            {problem}
          </p>
        ) : (
          <p className="text-muted-foreground">Enter to send, Shift+Enter for a new line.</p>
        )}
        <p id={countId} className="ml-auto text-muted-foreground tabular-nums">
          <span aria-hidden="true">
            {value.length}/{COACH_MESSAGE_MAX_LENGTH}
          </span>
          <span className="sr-only">
            {value.length} of {COACH_MESSAGE_MAX_LENGTH} characters
          </span>
        </p>
      </div>
    </form>
  );
}
