"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, MessageCircleQuestion, Send } from "lucide-react";

import { VOICE_QUERY_MAX_LENGTH } from "@/lib/validations/form-limits";
import { VOICE_HISTORY_LIMIT, type VoiceAnswerDto } from "@/lib/voice/types";
import { apiJson } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldCheck, SingleTextField, useSingleField } from "@/components/forms/single-field-form";
import { AnswerCard } from "./answer-card";
import { QuickCommands } from "./quick-commands";
import { SpeechInput } from "./speech-input";
import { VoiceHistory } from "./voice-history";
import { useSpeechRecognition } from "./use-speech-recognition";
import { useSpeechSynthesis } from "./use-speech-synthesis";

// docs/product-rules.md "Voice assistant": speak or type a question (or pick a quick command); the answer is shown,
// announced and read aloud, and joins the history. Submitting is disabled while the question is blank or an
// answer is pending. A failed question shows no message: the question stays in the box to try again.
// The one-field form is a useSingleField (components/forms/single-field-form.tsx), not react-hook-form, which was
// most of this page's own JavaScript; ZVoiceQuery loads on the first check.

/** ZVoiceQuery's first message for `query`, or its output. */
const checkQuery = fieldCheck(() => import("@/lib/validations/voice").then((m) => m.ZVoiceQuery), "query");

export function VoiceAssistant() {
  const queryClient = useQueryClient();
  const speech = useSpeechSynthesis();
  const [answer, setAnswer] = useState<VoiceAnswerDto | null>(null);

  const field = useSingleField(checkQuery);
  const typed = field.value;

  const mutation = useMutation({
    mutationFn: (query: string) => apiJson<VoiceAnswerDto>("POST", "/api/voice", { query }),
    onSuccess: (data) => {
      setAnswer(data);
      queryClient.setQueryData<VoiceAnswerDto[]>(queryKeys.voiceHistory, (old) =>
        [data, ...(old ?? []).filter((item) => item.id !== data.id)].slice(0, VOICE_HISTORY_LIMIT),
      );
      if (!speech.muted) speech.speak(data.response);
    },
    onError: (error) => {
      console.warn("[voice] the question failed:", error);
    },
  });
  const pending = mutation.isPending;

  // A final transcript fills the query input, ready to send or correct.
  const recognition = useSpeechRecognition((transcript) => {
    field.setValue(transcript.slice(0, VOICE_QUERY_MAX_LENGTH), { validate: true });
    field.focus();
  });

  function ask(query: string, options: { fromInput: boolean }) {
    if (pending) return;
    recognition.stop();
    speech.stop();
    mutation.mutate(query, {
      onSuccess: () => {
        // Cleared only if it still holds the question just answered, not something typed meanwhile.
        if (options.fromInput && field.current().trim() === query) field.reset();
      },
    });
  }

  const onSubmit = field.handleSubmit(({ query }) => ask(query, { fromInput: true }));

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
              <CardDescription>
                Ask about your debts, payoff plan, streak or goals. Answers use your own numbers.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <SpeechInput recognition={recognition} disabled={pending} />
              <form
                onSubmit={onSubmit}
                noValidate
                aria-label="Ask the assistant"
                className="flex flex-col gap-3 sm:flex-row sm:items-start"
              >
                <SingleTextField
                  field={field}
                  name="query"
                  label="Your question"
                  labelClassName="sr-only"
                  itemClassName="min-w-0 flex-1"
                  placeholder="e.g. What's my total debt?"
                  maxLength={VOICE_QUERY_MAX_LENGTH}
                  autoComplete="off"
                  enterKeyHint="send"
                />
                <Button type="submit" disabled={typed.trim() === "" || pending} className="sm:min-w-28">
                  {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
                  {pending ? "Asking..." : "Ask"}
                </Button>
              </form>
            </CardContent>
          </Card>
          <AnswerCard answer={answer} pending={pending} speech={speech} />
        </div>
        <QuickCommands
          className="min-w-0 lg:col-span-2"
          onAsk={(query) => ask(query, { fromInput: false })}
          disabled={pending}
        />
      </div>
      <VoiceHistory />
    </div>
  );
}
