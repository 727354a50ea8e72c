"use client";

import { useLayoutEffect, type RefObject } from "react";

/**
 * For the loaded part that replaces a stand-in (use-intent-stand-in.ts, use-loaded-on-intent.ts): when the stand-in
 * had keyboard focus, `target` (the part's own trigger) takes it, unless `opening` (what opens then takes focus).
 * A layout effect, so focus moves in the same task as the swap: between the commit and a passive effect the page
 * body held focus, and a key pressed then (a fast Tab) went from there, skipping the trigger.
 */
export function useTakeOverFocus(
  target: RefObject<HTMLElement | null>,
  focusOnLoad: RefObject<boolean>,
  opening = false,
) {
  useLayoutEffect(() => {
    if (focusOnLoad.current && !opening) target.current?.focus();
    // Only the moment this replaces the stand-in matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
