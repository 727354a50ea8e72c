"use client";

import { useRef, type FocusEvent, type RefObject } from "react";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";

/**
 * For a dropdown menu that replaces its stand-in (use-intent-stand-in.ts): its trigger takes over the stand-in's
 * focus, and when the stand-in was opened by Enter or Space the first item takes focus, as when Radix opens a menu
 * from the keyboard (the menu mounted after the key press, so Radix did not see it and focused the menu itself).
 * Returns the trigger's ref and the menu content's onFocus.
 */
export function useMenuTakeOver({
  openOnLoad,
  keyboardOnLoad,
  focusOnLoad,
}: {
  openOnLoad: boolean;
  keyboardOnLoad: boolean;
  focusOnLoad: RefObject<boolean>;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const focusFirstItem = useRef(openOnLoad && keyboardOnLoad);
  useTakeOverFocus(trigger, focusOnLoad, openOnLoad);
  function onContentFocus(event: FocusEvent<HTMLElement>) {
    if (!focusFirstItem.current || event.target !== event.currentTarget) return;
    focusFirstItem.current = false;
    event.currentTarget.querySelector<HTMLElement>("[role^=menuitem]")?.focus();
  }
  return { trigger, onContentFocus };
}
