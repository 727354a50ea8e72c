"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * What `load` resolves to (usually a component from a dynamic `import()`), fetched once the page has hydrated;
 * null until then. The caller renders a stand-in meanwhile, and that stand-in stays the same DOM node from the
 * server's HTML until the real part arrives: a click React replays after hydration, or one made while the chunk
 * is on its way, still reaches the stand-in's handler (a Suspense fallback would be a new node, losing it).
 *
 * `when` (default true) holds the fetch back until it turns true (a chart until it nears the screen). `transition`
 * renders the arrival as a transition: React then renders it in slices between other work instead of in one long
 * task, which suits a large drawing nobody is waiting to click (a chart), not a button's stand-in.
 */
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
