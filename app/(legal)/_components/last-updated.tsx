"use client";

import { useSyncExternalStore } from "react";
import { localToday } from "@/lib/dates";
import { formatLongDay } from "@/lib/format";

const subscribe = () => () => {};

/**
 * Privacy and terms show today's date as 'Last updated'. Read in the browser so the page itself
 * stays prerendered; the server snapshot is empty, which avoids a hydration mismatch.
 */
export function LastUpdated() {
  const iso = useSyncExternalStore(
    subscribe,
    () => localToday(),
    () => "",
  );
  return (
    <p className="text-sm text-muted-foreground">
      Last updated:{" "}
      {iso ? (
        <time dateTime={iso}>{formatLongDay(iso)}</time>
      ) : (
        <span className="inline-block h-4 w-32 animate-pulse rounded bg-muted align-middle" aria-hidden="true" />
      )}
    </p>
  );
}
