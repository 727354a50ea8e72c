"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, MessageCircleQuestion, Send } from "lucide-react";

import { VOICE_QUERY_MAX_LENGTH } from "@/lib/validations/form-limits";
import { VOICE_HISTORY_LIMIT, type VoiceAnswerDto } from "@/lib/voice/types";
import { apiJson } from "@/lib/client/api-client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { AnswerCard } from "./answer-card";
import { QuickCommands } from "./quick-commands";
import { VOICE_HISTORY_QUERY_KEY } from "./query-keys";
import { SpeechInput } from "./speech-input";
import { VoiceHistory } from "./voice-history";
import { useSpeechRecognition } from "./use-speech-recognition";
import { useSpeechSynthesis } from "./use-speech-synthesis";

// SPEC 2 'Voice Assistant', 4, 5, 8, 9: speak or type a question (or pick a quick command); the answer is shown,
// announced and read aloud, and joins the history. Submitting is disabled while the question is blank or an
// answer is pending. A failed question shows no message (SPEC 8): the question stays in the box to try again.
// The one-field form keeps its own state instead of react-hook-form (most of this page's own JavaScript), with the
// same behaviour and markup as the app's form fields: ZVoiceQuery, fetched on the first check, validates on
// submit, then again on every change until the form is cleared; the field's message and ARIA are FormItem's.

/** ZVoiceQuery's first message for `query`, or its trimmed value; the schema (and zod) load the first time. */
async function checkQuery(query: string): Promise<{ ok: true; query: string } | { ok: false; message: string }> {
  const { ZVoiceQuery } = await import("@/lib/validations/voice");
  const parsed = ZVoiceQuery.safeParse({ query });
  return parsed.success ? { ok: true, query: parsed.data.query } : { ok: false, message: parsed.error.issues[0]!.message };
}

export function VoiceAssistant() {
  const queryClient = useQueryClient();
  const speech = useSpeechSynthesis();
  const [answer, setAnswer] = useState<VoiceAnswerDto | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The value as of the last change, for callbacks that outlive a render (the answer's arrival).
  const current = useRef("");
  // After a submit, every change is checked again (react-hook-form's reValidateMode "onChange").
  const submitted = useRef(false);
  // Only the latest check may set the message: checks are asynchronous (the first one loads zod).
  const checks = useRef(0);
  const fieldId = `${useId()}-form-item`;

  function validate(query: string) {
    const check = ++checks.current;
    return checkQuery(query).then((result) => {
      if (check === checks.current) setError(result.ok ? null : result.message);
      return result;
    });
  }

  function setQuery(query: string, { check }: { check: boolean }) {
    current.current = query;
    setTyped(query);
    if (check) void validate(query);
  }

  function clearForm() {
    checks.current++;
    submitted.current = false;
    current.current = "";
    setTyped("");
    setError(null);
  }

  const mutation = useMutation({
    mutationFn: (query: string) => apiJson<VoiceAnswerDto>("POST", "/api/voice", { query }),
    onSuccess: (data) => {
      setAnswer(data);
      queryClient.setQueryData<VoiceAnswerDto[]>(VOICE_HISTORY_QUERY_KEY, (old) =>
        [data, ...(old ?? []).filter((item) => item.id !== data.id)].slice(0, VOICE_HISTORY_LIMIT),
      );
      if (!speech.muted) speech.speak(data.response);
    },
    onError: (error) => {
      console.warn("[voice] the question failed:", error);
    },
  });
  const pending = mutation.isPending;

  // SPEC 4: a final transcript fills the query input, ready to send or correct.
  const recognition = useSpeechRecognition((transcript) => {
    setQuery(transcript.slice(0, VOICE_QUERY_MAX_LENGTH), { check: true });
    inputRef.current?.focus();
  });

  function ask(query: string, options: { fromInput: boolean }) {
    if (pending) return;
    recognition.stop();
    speech.stop();
    mutation.mutate(query, {
      onSuccess: () => {
        // Cleared only if it still holds the question just answered, not something typed meanwhile.
        if (options.fromInput && current.current.trim() === query) clearForm();
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    void validate(current.current).then((result) => {
      if (result.ok) ask(result.query, { fromInput: true });
      else inputRef.current?.focus();
    });
  }

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MessageCircleQuestion aria-hidden="true" className="size-4 text-primary" />
                <h2>Ask a Question</h2>
              </CardTitle>
              <CardDescription>Ask about your debts, payoff plan, streak or goals. Answers use your own numbers.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <SpeechInput recognition={recognition} disabled={pending} />
              <form onSubmit={onSubmit} noValidate aria-label="Ask the assistant" className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <div data-slot="form-item" className="grid min-w-0 flex-1 gap-2">
                  <Label data-slot="form-label" data-error={error !== null} className={cn("data-[error=true]:text-destructive", "sr-only")} htmlFor={fieldId}>
                    Your question
                  </Label>
                  <Input
                    data-slot="form-control"
                    id={fieldId}
                    aria-describedby={error === null ? `${fieldId}-description` : `${fieldId}-description ${fieldId}-message`}
                    aria-invalid={error !== null}
                    ref={inputRef}
                    name="query"
                    value={typed}
                    onChange={(event) => setQuery(event.target.value, { check: submitted.current })}
                    placeholder="e.g. What's my total debt?"
                    maxLength={VOICE_QUERY_MAX_LENGTH}
                    autoComplete="off"
                    enterKeyHint="send"
                  />
                  {error !== null ? (
                    <p data-slot="form-message" id={`${fieldId}-message`} className="text-sm text-destructive">
                      {error}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" disabled={typed.trim() === "" || pending} className="sm:min-w-28">
                  {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
                  {pending ? "Asking..." : "Ask"}
                </Button>
              </form>
            </CardContent>
          </Card>
          <AnswerCard answer={answer} pending={pending} speech={speech} />
        </div>
        <QuickCommands className="min-w-0 lg:col-span-2" onAsk={(query) => ask(query, { fromInput: false })} disabled={pending} />
      </div>
      <VoiceHistory />
    </div>
  );
}
