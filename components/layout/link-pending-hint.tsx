"use client";

import { useLinkPending } from "@/components/ui/link";

/**
 * A bar under a nav link while the navigation it started is waiting for the server. Signed-in pages have no route
 * fallback (a page is sent whole once its reads are done, ARCHITECTURE.md "Speed"), so this is the click's feedback.
 * It pulses from transparent after 150 ms, so a quick navigation shows nothing; the new page's title is what screen
 * readers hear, so the bar is hidden from them. Must be rendered inside the `<Link>` (components/ui/link.tsx), which
 * must be `relative`.
 */
export function LinkPendingHint() {
  if (!useLinkPending()) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="link-pending"
      className="pointer-events-none absolute inset-x-2 bottom-0.5 h-0.5 animate-pulse rounded-full bg-primary opacity-0 [animation-delay:150ms]"
    />
  );
}
