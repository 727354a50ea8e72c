"use client";

import { useState } from "react";

/** The `key` of a dialog's form, so every opening starts fresh. Updated during render (React's "adjust state when a
 * prop changes"), so the new form is there in the same paint as the dialog. */
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
