"use client";

import { useLayoutEffect, type RefObject } from "react";

/** A layout effect, so focus moves in the same task as the swap: before a passive effect ran, the body held focus and
 * a fast Tab went from there, skipping the trigger. */
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
