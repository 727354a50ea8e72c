"use client";

import type { ComponentProps } from "react";
import { Moon, Sun } from "lucide-react";
import { useIntentStandIn } from "@/components/hooks/use-intent-stand-in";

// The Theme menu (docs/product-rules.md "Themes"): Radix's menu is fetched when the reader reaches for the button,
// so the landing page ships only this stand-in.
const loadThemeMenu = () => import("@/components/layout/theme-menu-loaded").then((m) => m.default);

export function ThemeMenu({ triggerClassName }: { triggerClassName: string }) {
  const { loaded: LoadedThemeMenu, openOnLoad, keyboardOnLoad, focusOnLoad, standIn } = useIntentStandIn(loadThemeMenu);
  return LoadedThemeMenu ? (
    <LoadedThemeMenu
      triggerClassName={triggerClassName}
      openOnLoad={openOnLoad}
      keyboardOnLoad={keyboardOnLoad}
      focusOnLoad={focusOnLoad}
    />
  ) : (
    <ThemeMenuTrigger
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...standIn}
    />
  );
}

/** Sun or moon switched by CSS alone, so the server's HTML (which cannot know the theme) is right at first paint. */
export function ThemeMenuTrigger(props: ComponentProps<"button">) {
  return (
    <button type="button" data-slot="button" aria-label="Theme" title="Theme" {...props}>
      <Sun aria-hidden="true" className="size-5 dark:hidden" />
      <Moon aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
