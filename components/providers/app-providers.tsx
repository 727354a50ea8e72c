"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { setClockOffsetMs } from "@/lib/clock";
import { setLocalTimeZone, type ZoneDay } from "@/lib/dates";
import { makeQueryClient } from "@/lib/client/query-client";
import { LazyToaster } from "@/components/ui/lazy-toaster";

// Only the query cache is needed at first paint: the toaster loads after the page and tooltips bring their own
// provider, so neither Radix Toast nor Tooltip is in every page's JavaScript. The clock offset (lib/clock.ts) and
// zone (docs/product-rules.md "The product's clock") are set in the browser before any child reads the clock.
export function AppProviders({
  children,
  clockOffsetMs,
  timeZone,
  today,
}: {
  children: ReactNode;
  clockOffsetMs?: number;
  timeZone?: string;
  /** The zone's day as the server worked it out, so the page's first "today" needs no Intl. */
  today?: ZoneDay;
}) {
  if (typeof window !== "undefined") {
    if (clockOffsetMs !== undefined) setClockOffsetMs(clockOffsetMs);
    if (timeZone !== undefined) setLocalTimeZone(timeZone, today);
  }
  // One client per browser tab; created lazily so server rendering never shares a cache between users.
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
