import { Mic, MicOff, Square } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { SpeechProblem, SpeechRecognitionState } from "./use-speech-recognition";

/** Shown when the browser has no speech recognition. */
export const UNSUPPORTED_NOTICE =
  "Voice recognition is not supported in your browser. You can still use text input below.";

/** What the screen says when listening ended without a question; the text box works in every case. */
export const PROBLEM_NOTICES: Record<SpeechProblem, string> = {
  blocked: "Microphone access is blocked. Allow it in your browser's site settings, or type your question.",
  no_microphone: "No microphone was found. Connect one and try again, or type your question.",
  no_speech: "I didn't catch that. Try again or type your question.",
};

/** The microphone: start and stop listening, with what has been heard so far; or the unsupported notice. */
export function SpeechInput({ recognition, disabled }: { recognition: SpeechRecognitionState; disabled: boolean }) {
  const { supported, listening, interim, problem, start, stop } = recognition;

  // Unknown until the page runs in the browser: hold the space so nothing jumps.
  if (supported === null) return <Skeleton className="h-16 rounded-lg" aria-hidden="true" />;
  if (!supported) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm" role="note">
        <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p>{UNSUPPORTED_NOTICE}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 px-4 py-3 sm:flex-row sm:items-center">
      {/* One button that changes, so keyboard focus stays on it when listening starts and stops. */}
      <Button
        type="button"
        variant={listening ? "destructive" : "default"}
        onClick={listening ? stop : start}
        disabled={!listening && disabled}
      >
        {listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
        {listening ? "Stop" : "Start Listening"}
      </Button>
      <div className="min-w-0 flex-1 text-sm" aria-live="polite">
        {listening ? (
          <>
            <p className="flex items-center gap-2 font-medium">
              <span
                aria-hidden="true"
                className="size-2 animate-pulse rounded-full bg-destructive motion-reduce:animate-none"
              />
              Listening...
            </p>
            {/* Not announced: a screen reader reading it aloud would be heard by the microphone. */}
            <p className="break-words text-muted-foreground italic" aria-live="off" data-testid="interim-transcript">
              {interim || "Go ahead, I'm listening."}
            </p>
          </>
        ) : problem ? (
          // A blocked or missing microphone needs the user to act (alert); silence is just news (status).
          <p
            role={problem === "no_speech" ? "status" : "alert"}
            className="font-medium text-destructive"
            data-testid="speech-problem"
          >
            {PROBLEM_NOTICES[problem]}
          </p>
        ) : (
          <p className="text-muted-foreground">
            Tap Start Listening and ask your question out loud. What you say appears in the box below.
          </p>
        )}
      </div>
    </div>
  );
}
