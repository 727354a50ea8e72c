"use client";

import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * A menu, dialog or button whose module loads when the reader reaches for it: the mouse over its stand-in (the same
 * trigger button, rendered until then, server render included), keyboard focus on it, or a click, which then opens
 * it as soon as it arrives. Nothing of it is fetched or run while the page loads: loaded when the browser was first
 * idle, these parts were most of the dashboard's and results' blocking time after hydration in Lighthouse
 * (ARCHITECTURE.md "Speed", issue 17: dialogs load when used, not on first paint).
 *
 * A mouse press already asks to open on arrival, not only the click: the mouse coming over (or the press's focus)
 * starts the fetch, and a part that arrives between press and release replaces the stand-in, so the browser sends
 * the click to neither button. A touch press does not: it may be the start of a scroll, and the tap's click comes
 * at once. Returns the loaded export (null until then), what the loaded part needs to take over (open at once;
 * whether that was asked from the keyboard; focus its own trigger if the stand-in had focus) and the stand-in's
 * props.
 */
export function useIntentStandIn<T>(load: () => Promise<T>) {
  const [wanted, setWanted] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const loaded = useLoadedAfterHydration(load, { when: wanted || openOnLoad });
  const focusOnLoad = useRef(false);
  const [keyboardOnLoad, setKeyboardOnLoad] = useState(false);
  const standIn = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setWanted(true);
    },
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button === 0 && !event.ctrlKey) setOpenOnLoad(true);
    },
    onFocus: () => {
      focusOnLoad.current = true;
      setWanted(true);
    },
    onBlur: () => {
      focusOnLoad.current = false;
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
