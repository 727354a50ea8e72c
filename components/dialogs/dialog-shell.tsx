"use client";

import { useRef, useState, type ComponentProps, type ReactElement, type ReactNode, type RefObject } from "react";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

export interface DialogShellProps {
  open: boolean;
  /** Never called with `false` by Escape, the overlay or the close button while `pending`. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, as a DialogTrigger: Radix returns focus to it on close. */
  trigger?: ReactElement;
  /** A request is in flight: the dialog stays open and its close button is hidden. */
  pending?: boolean;
  className?: string;
  /** Radix returns focus only to a DialogTrigger: this returns it to the opener, or to `fallbackFocusRef` when the
   * opener is gone (an empty state's button replaced by the list). */
  returnFocusToOpener?: boolean;
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  /** Replaces the focus handling on close (e.g. when a success hands focus to another dialog). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

export function DialogShell({
  open,
  onOpenChange,
  trigger,
  pending = false,
  className,
  returnFocusToOpener: returnFocus = false,
  fallbackFocusRef,
  onCloseAutoFocus,
  children,
}: DialogShellProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    // Money (or any request) in flight must finish in view: closing now would hide its result or its error.
    if (next || !pending) onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger !== undefined ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className={className}
        showCloseButton={!pending}
        // Radix hands Escape only to the topmost layer, and a toast raised while the dialog is open is a layer above
        // it. A layer that handles the key marks it handled; a toast does not, so an unhandled Escape closes this.
        onKeyDown={(event) => {
          if (event.key === "Escape" && !event.defaultPrevented) setOpen(false);
        }}
        onOpenAutoFocus={
          returnFocus
            ? () => {
                openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              }
            : undefined
        }
        onCloseAutoFocus={
          onCloseAutoFocus ??
          (returnFocus
            ? (event) => {
                const target = openerRef.current?.isConnected ? openerRef.current : fallbackFocusRef?.current;
                openerRef.current = null;
                if (target?.isConnected) {
                  event.preventDefault();
                  target.focus();
                }
              }
            : undefined)
        }
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The item, or while the dialog animates closed the last one, so its content does not collapse to nothing first. */
export function useLastShown<T>(item: T | null): T | null {
  const [last, setLast] = useState(item);
  if (item !== null && item !== last) setLast(item);
  return item ?? last;
}

export interface DialogLayoutProps {
  title: ReactNode;
  description: ReactNode;
  headerClassName?: string;
  titleClassName?: string;
  /** E.g. `asChild` for a description that is not a paragraph, `role: "alert"` for an error. */
  descriptionProps?: Omit<ComponentProps<typeof DialogDescription>, "children">;
  footer?: ReactNode;
  footerClassName?: string;
  children?: ReactNode;
}

export function DialogLayout({
  title,
  description,
  headerClassName,
  titleClassName,
  descriptionProps,
  footer,
  footerClassName,
  children,
}: DialogLayoutProps) {
  return (
    <>
      <DialogHeader className={headerClassName}>
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        <DialogDescription {...descriptionProps}>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {footer !== undefined ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
    </>
  );
}
