"use client";

import type { ComponentType, ReactNode } from "react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";
import { useNearScreen } from "@/components/hooks/use-near-screen";

// Apart from after-hydration.tsx, which every signed-in page loads (the nav bar uses it): only the pages with charts
// or the what-if panel carry this.

/**
 * As afterHydration, for a costly drawing (a chart, the what-if panel) that sits below the fold: fetched and drawn only once its
 * placeholder comes near the screen (useNearScreen), and drawn as a transition, in slices. A block wrapper holds
 * the placeholder and then the drawing, so there is something to watch before either exists.
 */
export function whenNearScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
  options: { testId?: string } = {},
): ComponentType<P> {
  function WhenNearScreen(props: P) {
    const [ref, near] = useNearScreen<HTMLDivElement>();
    const Loaded = useLoadedAfterHydration(load, { when: near, transition: true });
    // The test id names the wrapper, which exists before and after loading: end-to-end tests scroll it into view.
    return (
      <div ref={ref} data-testid={options.testId}>
        {Loaded ? <Loaded {...props} /> : fallback(props)}
      </div>
    );
  }
  return WhenNearScreen;
}
