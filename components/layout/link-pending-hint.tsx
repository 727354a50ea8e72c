"use client";

import { useLinkPending } from "@/components/ui/link";

/** Signed-in pages have no route fallback (ARCHITECTURE.md "Speed"), so this is a click's feedback; it shows after
 * 150 ms only. Must be rendered inside a `relative` `<Link>` (components/ui/link.tsx). */
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
