"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { setClockOffsetMs } from "@/lib/clock";
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
export function AppProviders({ children, clockOffsetMs }: { children: ReactNode; clockOffsetMs?: number }) {
  if (clockOffsetMs !== undefined && typeof window !== "undefined") setClockOffsetMs(clockOffsetMs);
  // One client per browser tab; created lazily so server rendering never shares a cache between users.
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
