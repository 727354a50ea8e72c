"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useToast } from "@/components/hooks/use-toast";

// The toaster (Radix Toast) is fetched once the page is idle, or at once when a toast is raised before that;
// no page needs it to paint. Toasts raised meanwhile wait in the toast store and show when it mounts. The
// viewport is fixed-position, so mounting it late moves nothing.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(ready, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(ready, 1000);
    return () => window.clearTimeout(id);
  }, []);
  return idle || toasts.length > 0 ? <Toaster /> : null;
}
