"use client";

import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/** The core of every stand-in whose module loads when the reader reaches for it (ARCHITECTURE.md "Speed": loaded
 * when first idle, these parts were most of the blocking time after hydration in Lighthouse). */
export function useLoadedOnReach<T>(load: () => Promise<T>, also = false) {
  const [wanted, setWanted] = useState(false);
  const loaded = useLoadedAfterHydration(load, { when: wanted || also });
  const focusOnLoad = useRef(false);
  const reach = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setWanted(true);
    },
    onFocus: () => {
      focusOnLoad.current = true;
      setWanted(true);
    },
    onBlur: () => {
      focusOnLoad.current = false;
    },
  };
  return { loaded, focusOnLoad, want: () => setWanted(true), reach };
}

/** A mouse press already asks to open on arrival: a part arriving between press and release replaces the stand-in,
 * and the browser sends the click to neither button. A touch press does not: it may be the start of a scroll. */
export function useIntentStandIn<T>(load: () => Promise<T>) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const { loaded, focusOnLoad, reach } = useLoadedOnReach(load, openOnLoad);
  const [keyboardOnLoad, setKeyboardOnLoad] = useState(false);
  const standIn = {
    ...reach,
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button === 0 && !event.ctrlKey) setOpenOnLoad(true);
    },
    onClick: (event: MouseEvent) => {
      // Enter or Space on a button clicks it with no mouse press counted.
      setKeyboardOnLoad(event.detail === 0);
      setOpenOnLoad(true);
    },
    "aria-busy": openOnLoad || undefined,
  };
  return { loaded, openOnLoad, keyboardOnLoad, focusOnLoad, standIn };
}
