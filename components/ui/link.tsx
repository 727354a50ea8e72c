"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useTransition, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";

// The app's links. next/link costs about 9 KB of gzipped JavaScript on every page that renders one (its viewport
// prefetching, link status and URL-object handling), which alone put the signed-out pages over their weight limit
// (ARCHITECTURE.md "Speed"). This is a plain <a> that navigates through the App Router's own router, which every
// page already loads: a click moves client-side like next/link's, the page stays a real link (middle click, new
// tab, no JavaScript), and the next page is prefetched when the pointer or focus reaches the link rather than as
// soon as it scrolls into view.

const PendingContext = createContext(false);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Only same-origin paths go through the router; anything else (another site, mailto:, "#id") is the browser's. */
function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** A click the browser should handle itself: a new tab or window, a download, or a handler that took it. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== "_self") ||
    download !== undefined
  );
}

export default function Link({
  href,
  replace,
  children,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const appPath = isAppPath(href);
  const prefetch = () => {
    if (appPath) router.prefetch(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!appPath || leftToBrowser(event, rest.target, rest.download)) return;
        event.preventDefault();
        // Inside a transition, so `pending` holds until the new page has rendered (LinkPendingHint shows it).
        startTransition(() => (replace ? router.replace(href) : router.push(href)));
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    >
      <PendingContext value={pending}>{children}</PendingContext>
    </a>
  );
}

/** Whether the navigation started by the enclosing Link is still waiting for its page. */
export function useLinkPending(): boolean {
  return useContext(PendingContext);
}
