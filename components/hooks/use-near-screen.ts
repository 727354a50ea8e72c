"use client";

import { useCallback, useState } from "react";

/** How far below (or above) the screen an element counts as near: a chart starts loading a short scroll away. */
export const NEAR_SCREEN_MARGIN = "200px 0px";

/** Stays true once near: a phone that never scrolls to a costly chart below the fold never pays for it. */
export function useNearScreen<T extends Element>(): [(node: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: NEAR_SCREEN_MARGIN },
      );
      observer.observe(node);
      // React 19 calls a ref callback's returned function when the node goes or the callback changes.
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
