"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

// Answers are read aloud by the browser's speech synthesis (rate 0.8, pitch 1, en-US), with a
// mute switch and a way to stop mid-sentence.

export const SPEECH_RATE = 0.8;
export const SPEECH_PITCH = 1;
export const SPEECH_LANG = "en-US";

function synthesisAvailable(): boolean {
  return "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

const noSubscription = () => () => {};

export interface SpeechSynthesisState {
  supported: boolean;
  speaking: boolean;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  speak: (text: string) => void;
  stop: () => void;
}

export function useSpeechSynthesis(): SpeechSynthesisState {
  const supported = useSyncExternalStore(noSubscription, synthesisAvailable, () => false);
  const [speaking, setSpeaking] = useState(false);
  const [muted, setMutedState] = useState(false);
  // Held so the utterance is not garbage-collected mid-sentence (Chrome then never fires its end event).
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(
    () => () => {
      if (current.current) window.speechSynthesis.cancel();
    },
    [],
  );

  const stop = useCallback(() => {
    if (!synthesisAvailable()) return;
    current.current = null;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback((text: string) => {
    if (!synthesisAvailable()) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = SPEECH_RATE;
    utterance.pitch = SPEECH_PITCH;
    utterance.lang = SPEECH_LANG;
    const done = () => {
      if (current.current !== utterance) return;
      current.current = null;
      setSpeaking(false);
    };
    utterance.onend = done;
    utterance.onerror = done;
    current.current = utterance;
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  }, []);

  const setMuted = useCallback(
    (next: boolean) => {
      setMutedState(next);
      if (next) stop();
    },
    [stop],
  );

  return { supported, speaking, muted, setMuted, speak, stop };
}
