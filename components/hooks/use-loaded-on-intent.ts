"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { whenIdle } from "@/components/hooks/use-idle";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * For a list that is costly to mount and usually left alone (a closed Radix Select still renders every option): its
 * module is fetched when the browser is first idle, and the list is put in place only once the reader reaches for
 * its stand-in: the mouse over it, focus, a press. Returns the loaded export (null until then), `focusOnLoad` (the
 * stand-in had focus: the real trigger takes it over), the stand-in's handlers, and `openOnArrow` for its key
 * handler. `open` opens the list (once it is in place); pressing the stand-in calls it, as Radix opens on the press
 * (the click may land on the real trigger once it is in place).
 */
export function useLoadedOnIntent<T>(load: () => Promise<T>, open: () => void) {
  const [wanted, setWanted] = useState(false);
  // Fetched (not rendered) when idle: no state, so nothing redraws.
  // `load` is a module import, the same every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => whenIdle(() => void load()), []);
  const loaded = useLoadedAfterHydration(load, { when: wanted });
  const focusOnLoad = useRef(false);
  const openNow = () => {
    setWanted(true);
    open();
  };
  const standIn = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setWanted(true);
    },
    onPointerDown: openNow,
    onClick: openNow,
    onFocus: () => {
      focusOnLoad.current = true;
      setWanted(true);
    },
    onBlur: () => {
      focusOnLoad.current = false;
    },
  };
  /** Arrow down or up opens the list, as on Radix's trigger; true when the key was one of them. */
  const openOnArrow = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
    event.preventDefault();
    openNow();
    return true;
  };
  return { loaded, focusOnLoad, standIn, openOnArrow };
}
