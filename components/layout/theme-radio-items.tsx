"use client";

import { useId } from "react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { THEME_OPTIONS } from "@/components/layout/theme-options";
import { useThemeChoice } from "@/components/layout/use-theme-choice";

/** The stored choice is known only in the browser, so nothing is checked before hydration. */
export function ThemeRadioItems() {
  const { theme, choose } = useThemeChoice();
  const hydrated = useHydrated();
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId} className="text-xs font-normal text-muted-foreground">
        Theme
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup aria-labelledby={labelId} value={hydrated ? theme : undefined} onValueChange={choose}>
        {THEME_OPTIONS.map((option) => (
          <DropdownMenuRadioItem key={option.value} value={option.value}>
            <option.icon aria-hidden="true" />
            {option.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
