"use client";

import { useSyncExternalStore } from "react";
import { localToday } from "@/lib/dates";

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
  const label = iso
    ? new Date(`${iso}T12:00:00`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })
    : "";
  return (
    <p className="text-sm text-muted-foreground">
      Last updated:{" "}
      {iso ? (
        <time dateTime={iso}>{label}</time>
      ) : (
        <span className="inline-block h-4 w-32 animate-pulse rounded bg-muted align-middle" aria-hidden="true" />
      )}
    </p>
  );
}
