"use client";

import { useEffect, useState, type ComponentType } from "react";
import { useToast } from "@/components/hooks/use-toast";

// The toaster (Radix Toast) is fetched once the page is idle, or at once when a toast is raised before that; no page
// needs it to paint. Toasts raised meanwhile wait in the toast store and show when it mounts. The viewport is
// fixed-position, so mounting it late moves nothing. A plain import() rather than next/dynamic: this sits in every
// signed-in page, and next/dynamic's loader would come along with it.
export function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  const [Toaster, setToaster] = useState<{ component: ComponentType } | null>(null);
  useEffect(() => {
    const ready = () => setWanted(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(ready, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(ready, 1000);
    return () => window.clearTimeout(id);
  }, []);
  const load = wanted || toasts.length > 0;
  useEffect(() => {
    if (!load) return;
    let live = true;
    void import("@/components/ui/toaster").then((m) => {
      if (live) setToaster({ component: m.Toaster });
    });
    return () => {
      live = false;
    };
  }, [load]);
  if (!Toaster) return null;
  return <Toaster.component />;
}
