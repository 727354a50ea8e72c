"use client";

import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * The core shared by every stand-in that loads its module when the reader reaches for it (ARCHITECTURE.md "Speed":
 * loaded when the browser was first idle, these parts were most of the dashboard's and results' blocking
 * time after hydration in Lighthouse). The mouse coming over the stand-in or keyboard focus on it starts the fetch;
 * `also` loads it too (a press or click, as each kind of stand-in counts them). `focusOnLoad` says the stand-in has
 * focus, so the loaded part takes it over (components/hooks/use-take-over-focus.ts). Returns the loaded export (null
 * until then), `want` and the stand-in's reach handlers.
 */
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

/**
 * A menu, dialog or button whose module loads when the reader reaches for it: the mouse over its stand-in (the same
 * trigger button, rendered until then, server render included), keyboard focus on it, or a click, which then opens
 * it as soon as it arrives. Nothing of it is fetched or run while the page loads.
 *
 * A mouse press already asks to open on arrival, not only the click: the mouse coming over (or the press's focus)
 * starts the fetch, and a part that arrives between press and release replaces the stand-in, so the browser sends
 * the click to neither button. A touch press does not: it may be the start of a scroll, and the tap's click comes
 * at once. Returns the loaded export (null until then), what the loaded part needs to take over (open at once;
 * whether that was asked from the keyboard; focus its own trigger if the stand-in had focus) and the stand-in's
 * props.
 */
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
    // A click waiting for the module: assistive technology hears that what it opens is on its way.
    "aria-busy": openOnLoad || undefined,
  };
  return { loaded, openOnLoad, keyboardOnLoad, focusOnLoad, standIn };
}
