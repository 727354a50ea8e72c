"use client";

import { useEffect, useState } from "react";

/**
 * False until the browser is first idle after the page mounted (requestIdleCallback, at most 3 s; 1 s where it is
 * missing), then true: for work nobody waits for, kept out of the page's busy start.
 */
export function useIdle(): boolean {
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
  return idle;
}
