"use client";

import type { ComponentType, ReactNode } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * A component fetched after the page has hydrated, `fallback` (a same-size placeholder) in its place until then,
 * in the server's HTML too: what next/dynamic with `ssr: false` does, without next/dynamic's loader in the page's
 * JavaScript. Call it once per component at module level. `transition` draws it in slices (useLoadedAfterHydration),
 * for a large part that is not a stand-in's replacement. `when` holds the fetch back until it is true of the props:
 * a dialog that renders nothing while closed loads when it is first opened (loaded right after hydration, such
 * dialogs ran inside Lighthouse's blocking-time window; ARCHITECTURE.md "Speed").
 */
export function afterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  { transition = false, when }: { transition?: boolean; when?: (props: P) => boolean } = {},
): ComponentType<P> {
  function AfterHydration(props: P) {
    const Loaded = useLoadedAfterHydration(load, { transition, when: when ? when(props) : true });
    if (!Loaded) return fallback(props);
    return <Loaded {...props} />;
  }
  return AfterHydration;
}

/** A dialog with an `open` prop that renders nothing while closed, fetched the first time it opens (afterHydration). */
export function dialogOnFirstOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return afterHydration(load, () => null, { when: (props) => props.open });
}
