"use client";

import type { ComponentType, ReactNode } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * A component fetched after the page has hydrated, `fallback` (a same-size placeholder) in its place until then,
 * in the server's HTML too: what next/dynamic with `ssr: false` does, without next/dynamic's loader in the page's
 * JavaScript. Call it once per component at module level. `transition` draws it in slices (useLoadedAfterHydration),
 * for a large part that is not a stand-in's replacement.
 */
export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  { transition = false }: { transition?: boolean } = {},
): ComponentType<P> {
  function AfterHydration(props: P) {
    const Loaded = useLoadedAfterHydration(load, { transition });
    if (!Loaded) return fallback(props);
    return <Loaded {...props} />;
  }
  return AfterHydration;
}
