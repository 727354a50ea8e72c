"use client";

import { useCallback } from "react";
import { useTheme } from "next-themes";

const NO_TRANSITIONS = "*,*::before,*::after{transition:none!important}";

/**
 * The stored theme choice and a setter for the theme menus. The switch happens with transitions off, or every
 * element with a colour transition would fade between the themes. next-themes' own option for that
 * (disableTransitionOnChange) also runs on every page load, where its style sheet restyled the whole page twice after
 * hydration, the largest part of the landing page's blocking time (ARCHITECTURE.md "Speed"); here it runs only
 * when someone picks a theme.
 */
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
