"use client";

import { useCallback, useEffect, useState } from "react";
import { whenIdle } from "@/components/hooks/use-idle";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

/**
 * For a part that is costly to mount and usually left alone (a closed Radix Select still renders every option):
 * its module is fetched when the browser is first idle, and the part is put in place only once the reader reaches
 * for its stand-in. Returns the loaded export (null until then) and `reach`, which the stand-in calls when the
 * mouse comes over it, when it takes focus and when it is pressed.
 */
export function useLoadedOnIntent<T>(load: () => Promise<T>): [T | null, () => void] {
  const [wanted, setWanted] = useState(false);
  // Fetched (not rendered) when idle: no state, so nothing redraws.
  // `load` is a module import, the same every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => whenIdle(() => void load()), []);
  const loaded = useLoadedAfterHydration(load, { when: wanted });
  const reach = useCallback(() => setWanted(true), []);
  return [loaded, reach];
}
