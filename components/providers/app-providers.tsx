"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import { LazyToaster } from "@/components/ui/lazy-toaster";

// Only what every signed-in page needs at first paint lives here: the query cache. The toaster loads after the
// page (components/ui/lazy-toaster.tsx), and tooltips bring their own provider where they are used (the
// dashboard's summary cards), so neither Radix Toast nor Radix Tooltip is in every page's JavaScript.
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per browser tab; created lazily so server rendering never shares a cache between users.
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
