"use client";

import { useRef, useState } from "react";
import { useIdle } from "@/components/hooks/use-idle";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * A menu or dialog whose module loads when the browser is first idle after the page, or at once when its stand-in
 * (the same trigger button, rendered until then) is clicked. Returns the loaded export (null until then), what the
 * loaded part needs to take over (open at once if the stand-in was clicked; focus its trigger if the stand-in had
 * focus), and the handlers the stand-in carries.
 */
export function useIdleStandIn<T>(load: () => Promise<T>) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const idle = useIdle();
  const loaded = useLoadedAfterHydration(load, { when: idle || openOnLoad });
  const focusOnLoad = useRef(false);
  const standIn = {
    onClick: () => setOpenOnLoad(true),
    onFocus: () => {
      focusOnLoad.current = true;
    },
    onBlur: () => {
      focusOnLoad.current = false;
    },
  };
  return { loaded, openOnLoad, focusOnLoad, standIn };
}
