"use client";

import { useEffect, useState } from "react";

/**
 * What `load` resolves to (usually a component from a dynamic `import()`), fetched once the page has hydrated;
 * null until then. The caller renders a stand-in meanwhile, and that stand-in stays the same DOM node from the
 * server's HTML until the real part arrives: a click React replays after hydration, or one made while the chunk
 * is on its way, still reaches the stand-in's handler (a Suspense fallback would be a new node, losing it).
 */
export function useLoadedAfterHydration<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((value) => {
      if (live) setLoaded({ value });
    });
    return () => {
      live = false;
    };
    // Loaded once per mount; `load` is a module import, the same every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded ? loaded.value : null;
}
