"use client";

import { useId } from "react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { THEME_OPTIONS } from "@/components/layout/theme-options";
import { useThemeChoice } from "@/components/layout/use-theme-choice";

/** The stored choice is known only in the browser, so none is checked before hydration. */
export function ThemeChoice() {
  const { theme, choose } = useThemeChoice();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <span id={`${id}-label`} className="text-sm text-muted-foreground">
        Theme
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="inline-flex gap-0.5 rounded-lg border p-0.5">
        {THEME_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-checked:bg-accent has-checked:text-accent-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name={`${id}-theme`}
              value={option.value}
              checked={hydrated && theme === option.value}
              onChange={() => choose(option.value)}
              className="sr-only"
            />
            <option.icon aria-hidden="true" className="size-4" />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
