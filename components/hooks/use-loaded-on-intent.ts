"use client";

import type { KeyboardEvent } from "react";
import { useLoadedOnReach } from "@/components/hooks/use-intent-stand-in";

/**
 * For a list that is costly to mount and usually left alone (a closed Radix Select still renders every option): its
 * module is fetched, and the list put in place, only once the reader reaches for its stand-in: the mouse over it,
 * focus, a press (fetched when the browser was first idle, it ran inside Lighthouse's blocking-time window).
 * Returns the loaded export (null until then), `focusOnLoad` (the stand-in had focus: the real trigger takes it
 * over, components/hooks/use-take-over-focus.ts), the stand-in's handlers, and `openOnArrow` for its key handler.
 * `open` opens the list (once it is in place); pressing the stand-in calls it, as Radix opens on the press (the
 * click may land on the real trigger once it is in place).
 */
export function useLoadedOnIntent<T>(load: () => Promise<T>, open: () => void) {
  const { loaded, focusOnLoad, want, reach } = useLoadedOnReach(load);
  const openNow = () => {
    want();
    open();
  };
  const standIn = { ...reach, onPointerDown: openNow, onClick: openNow };
  /** Arrow down or up opens the list, as on Radix's trigger; true when the key was one of them. */
  const openOnArrow = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
    event.preventDefault();
    openNow();
    return true;
  };
  return { loaded, focusOnLoad, standIn, openOnArrow };
}
