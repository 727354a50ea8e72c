"use client";

import { useState } from "react";

/**
 * Counts how many times a dialog has been opened; used as the `key` of its form so every opening starts from
 * fresh defaults. Updated during render (React's "adjust state when a prop changes" pattern), so the new form
 * is there in the same paint as the dialog. `onOpen` may reset other state of the caller at that moment.
 */
export function useOpenCount(open: boolean, onOpen?: () => void): number {
  const [count, setCount] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCount((c) => c + 1);
      onOpen?.();
    }
  }
  return count;
}
