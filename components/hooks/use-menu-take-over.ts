"use client";

import { useRef, type FocusEvent, type RefObject } from "react";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";

/** Opened by Enter or Space on the stand-in, the first item takes focus as Radix does from the keyboard (the menu
 * mounted after the key press, so Radix did not see it and focused the menu itself). */
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
