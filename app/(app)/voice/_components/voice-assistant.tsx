"use client";

import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, MessageCircleQuestion, Send } from "lucide-react";

import { VOICE_QUERY_MAX_LENGTH } from "@/lib/validations/form-limits";
import type { TVoiceQuery, TVoiceQueryInput } from "@/lib/validations/voice";
import { VOICE_HISTORY_LIMIT, type VoiceAnswerDto } from "@/lib/voice/types";
import { apiJson } from "@/lib/client/api-client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
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

export function VoiceAssistant() {
  const queryClient = useQueryClient();
  const speech = useSpeechSynthesis();
  const [answer, setAnswer] = useState<VoiceAnswerDto | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const form = useForm<TVoiceQueryInput, unknown, TVoiceQuery>({
    resolver: lazyZodResolver(() => import("@/lib/validations/voice").then((m) => m.ZVoiceQuery)),
    defaultValues: { query: "" },
  });
  const typed = useWatch({ control: form.control, name: "query" }) ?? "";

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
    form.setValue("query", transcript.slice(0, VOICE_QUERY_MAX_LENGTH), { shouldDirty: true, shouldValidate: true });
    inputRef.current?.focus();
  });

  function ask(query: string, options: { fromInput: boolean }) {
    if (pending) return;
    recognition.stop();
    speech.stop();
    mutation.mutate(query, {
      onSuccess: () => {
        // Cleared only if it still holds the question just answered, not something typed meanwhile.
        if (options.fromInput && form.getValues("query").trim() === query) form.reset({ query: "" });
      },
    });
  }

  const onSubmit = form.handleSubmit(({ query }) => ask(query, { fromInput: true }));

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
              <Form {...form}>
                <form onSubmit={onSubmit} noValidate aria-label="Ask the assistant" className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <FormField
                    control={form.control}
                    name="query"
                    render={({ field }) => (
                      <FormItem className="min-w-0 flex-1">
                        <FormLabel className="sr-only">Your question</FormLabel>
                        <FormControl>
                          <Input
                            {...field}
                            ref={(element) => {
                              field.ref(element);
                              inputRef.current = element;
                            }}
                            value={field.value ?? ""}
                            placeholder="e.g. What's my total debt?"
                            maxLength={VOICE_QUERY_MAX_LENGTH}
                            autoComplete="off"
                            enterKeyHint="send"
                          />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <Button type="submit" disabled={typed.trim() === "" || pending} className="sm:min-w-28">
                    {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
                    {pending ? "Asking..." : "Ask"}
                  </Button>
                </form>
              </Form>
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
