"use client";

import type { ComponentType, ReactNode } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";
import { useNearScreen } from "@/components/hooks/use-near-screen";

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

/**
 * As afterHydration, for a costly drawing (a chart) that sits below the fold: fetched and drawn only once its
 * placeholder comes near the screen (useNearScreen), and drawn as a transition, in slices. A block wrapper holds
 * the placeholder and then the drawing, so there is something to watch before either exists.
 */
export function whenNearScreen<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode): ComponentType<P> {
  function WhenNearScreen(props: P) {
    const [ref, near] = useNearScreen<HTMLDivElement>();
    const Loaded = useLoadedAfterHydration(load, { when: near, transition: true });
    return <div ref={ref}>{Loaded ? <Loaded {...props} /> : fallback(props)}</div>;
  }
  return WhenNearScreen;
}
