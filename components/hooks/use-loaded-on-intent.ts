"use client";

import type { KeyboardEvent } from "react";
import { useLoadedOnReach } from "@/components/hooks/use-intent-stand-in";

/** For a list costly to mount and usually left alone (a closed Radix Select still renders every option). Pressing
 * the stand-in calls `open`, as Radix opens on the press (the click may land on the real trigger). */
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
