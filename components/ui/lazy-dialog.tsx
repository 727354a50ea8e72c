"use client";

import { useRef, type ComponentProps, type ComponentType, type ReactElement, type RefObject } from "react";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";
import { Slot } from "@radix-ui/react-slot";
import { useIntentStandIn } from "@/components/hooks/use-intent-stand-in";

/** What a lazily loaded dialog gets from its stand-in (see lazyDialog). */
export interface LoadedDialogProps {
  /** The stand-in was clicked before the dialog arrived: open at once. */
  openOnLoad: boolean;
  /** The stand-in had keyboard focus when the dialog replaced it: its own trigger takes it over. */
  focusOnLoad: RefObject<boolean>;
}

/** The button that opens the dialog. */
export type LazyDialogTrigger = ReactElement<ComponentProps<"button">>;

/**
 * A dialog opened by its own `trigger` button whose module (Radix Dialog, its form and react-hook-form, its
 * request) is fetched when the reader reaches for the trigger (mouse over it, focus, a click), not with the page.
 * Until it arrives the trigger stands in, the same DOM node as in the server's HTML: a click on it then opens the
 * dialog as soon as it has loaded, and keyboard focus passes to the real trigger (useIntentStandIn). The loaded
 * component passes `trigger` through `useHandedOverTrigger`.
 */
export function lazyDialog<P extends { trigger: LazyDialogTrigger } & LoadedDialogProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<Omit<P, keyof LoadedDialogProps>> {
  function LazyDialog(props: Omit<P, keyof LoadedDialogProps>) {
    const { loaded: Loaded, openOnLoad, focusOnLoad, standIn } = useIntentStandIn(load);
    if (Loaded) return <Loaded {...(props as P)} openOnLoad={openOnLoad} focusOnLoad={focusOnLoad} />;
    // The attributes Radix's closed trigger has, so the stand-in reads the same to assistive technology.
    return (
      <Slot aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...standIn}>
        {props.trigger}
      </Slot>
    );
  }
  return LazyDialog;
}

/** The loaded dialog's trigger: `trigger` with a ref, focused on arrival if its stand-in had focus (and stays shut). */
export function useHandedOverTrigger(
  trigger: LazyDialogTrigger,
  { openOnLoad, focusOnLoad }: LoadedDialogProps,
): LazyDialogTrigger {
  const ref = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(ref, focusOnLoad, openOnLoad);
  return <Slot ref={ref}>{trigger}</Slot>;
}
