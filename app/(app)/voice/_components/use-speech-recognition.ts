"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

// The browser's speech recognition: idle, then listening with the interim transcript shown,
// stopped when a final transcript arrives, an error occurs or the user taps Stop. A blocked microphone, a missing one
// and silence are reported (`problem`) so the screen can say so; other errors are only logged.
// Chrome and Safari expose it as webkitSpeechRecognition; TypeScript's DOM library has no types for it.

interface RecognitionAlternative {
  readonly transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult | undefined };
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const noSubscription = () => () => {};

/** Why listening ended without a question: the screen explains each one. */
export type SpeechProblem = "blocked" | "no_microphone" | "no_speech";

/** The recognizer's error codes (Web Speech API) that mean something the user can fix. */
const PROBLEMS: Record<string, SpeechProblem> = {
  "not-allowed": "blocked",
  "service-not-allowed": "blocked",
  "audio-capture": "no_microphone",
  "no-speech": "no_speech",
};

export interface SpeechRecognitionState {
  /** null until known in the browser (the server cannot tell). */
  supported: boolean | null;
  listening: boolean;
  /** What has been heard so far while listening. */
  interim: string;
  /** Why the last attempt ended without a question; cleared when listening starts again. */
  problem: SpeechProblem | null;
  start: () => void;
  stop: () => void;
}

export function useSpeechRecognition(onFinal: (transcript: string) => void): SpeechRecognitionState {
  const supported = useSyncExternalStore(
    noSubscription,
    () => recognitionConstructor() !== undefined,
    () => null,
  );
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState("");
  const [problem, setProblem] = useState<SpeechProblem | null>(null);
  const current = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });
  useEffect(() => () => current.current?.abort(), []);

  const finish = useCallback((recognition: Recognition) => {
    if (current.current !== recognition) return;
    current.current = null;
    setListening(false);
    setInterim("");
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    current.current?.abort();
    const recognition = new Constructor();
    recognition.lang = "en-US";
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      let final = "";
      let heard = "";
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result?.[0]?.transcript ?? "";
        if (result?.isFinal) final += text;
        else heard += text;
      }
      if (final.trim()) {
        // Also after Stop: the browser may still deliver what it heard, and that belongs in the input.
        finish(recognition);
        recognition.stop();
        onFinalRef.current(final.trim());
      } else if (current.current === recognition) {
        setInterim(heard);
      }
    };
    recognition.onerror = (event) => {
      console.warn("[voice] speech recognition error:", event.error ?? "unknown");
      if (current.current === recognition) setProblem(PROBLEMS[event.error ?? ""] ?? null);
      finish(recognition);
    };
    // Ending on its own, with no result, no error and no Stop tap, means it heard nothing.
    recognition.onend = () => {
      if (current.current === recognition) setProblem("no_speech");
      finish(recognition);
    };
    current.current = recognition;
    setInterim("");
    setProblem(null);
    setListening(true);
    try {
      recognition.start();
    } catch (error) {
      console.warn("[voice] speech recognition could not start:", error);
      finish(recognition);
    }
  }, [finish]);

  const stop = useCallback(() => {
    const recognition = current.current;
    if (!recognition) return;
    finish(recognition);
    recognition.stop();
  }, [finish]);

  return { supported, listening, interim, problem, start, stop };
}
