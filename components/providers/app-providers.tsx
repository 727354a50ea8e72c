"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { setClockOffsetMs } from "@/lib/clock";
import { setLocalTimeZone } from "@/lib/dates";
import { makeQueryClient } from "@/lib/client/query-client";
import { LazyToaster } from "@/components/ui/lazy-toaster";

// Only what every signed-in page needs at first paint lives here: the query cache. The toaster loads after the
// page (components/ui/lazy-toaster.tsx), and tooltips bring their own provider where they are used (the
// dashboard's summary cards), so neither Radix Toast nor Radix Tooltip is in every page's JavaScript.
//
// `clockOffsetMs`: the server's clock offset (lib/clock.ts), passed by the signed-in layout only when the clock was
// moved (tests, a keyless local run), so the forms' "today" and "this month" agree with the server's. It is set
// in the browser while this component renders, before any child renders and reads the clock (never on the server,
// whose clock is the one the offset came from).
//
// `timeZone`: the user's own zone (docs/product-rules.md "The product's clock"), set the same way, so the forms'
// "today" (localToday) is the server's day for them wherever the device is; absent while the account has none.
export function AppProviders({
  children,
  clockOffsetMs,
  timeZone,
}: {
  children: ReactNode;
  clockOffsetMs?: number;
  timeZone?: string;
}) {
  if (typeof window !== "undefined") {
    if (clockOffsetMs !== undefined) setClockOffsetMs(clockOffsetMs);
    if (timeZone !== undefined) setLocalTimeZone(timeZone);
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
