"use client";

import { startTransition, useEffect, useState } from "react";

/** Fetched once hydrated. The caller's stand-in stays the server's DOM node, so a click made meanwhile still reaches
 * its handler (a Suspense fallback would be a new node, losing it). */
export function useLoadedAfterHydration<T>(load: () => Promise<T>, { when = true, transition = false } = {}): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!when) return;
    let live = true;
    void load().then((value) => {
      if (!live) return;
      if (transition) startTransition(() => setLoaded({ value }));
      else setLoaded({ value });
    });
    return () => {
      live = false;
    };
    // Loaded once `when` holds; `load` is a module import, the same every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when]);
  return loaded ? loaded.value : null;
}
