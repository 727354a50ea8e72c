"use client";

import { useCallback } from "react";
import { useTheme } from "next-themes";

const NO_TRANSITIONS = "*,*::before,*::after{transition:none!important}";

/** Switches with transitions off, or every element would fade between themes. next-themes' own option for that also
 * runs on every page load, restyling the whole page twice after hydration (ARCHITECTURE.md "Speed"). */
export function useThemeChoice(): { theme: string | undefined; choose: (value: string) => void } {
  const { theme, setTheme } = useTheme();
  const choose = useCallback(
    (value: string) => {
      const style = document.createElement("style");
      style.textContent = NO_TRANSITIONS;
      document.head.appendChild(style);
      setTheme(value);
      // next-themes puts the class on <html> in an effect of the render this starts: the next frame is drawn in
      // the new theme without transitions, and the style goes before the one after.
      requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
    },
    [setTheme],
  );
  return { theme, choose };
}
