"use client";

import type { RefObject } from "react";
import { useMenuTakeOver } from "@/components/hooks/use-menu-take-over";
import { ThemeMenuTrigger } from "@/components/layout/theme-menu";
import { ThemeRadioItems } from "@/components/layout/theme-radio-items";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export default function LoadedThemeMenu({
  triggerClassName,
  ...takeOver
}: {
  triggerClassName: string;
  openOnLoad: boolean;
  keyboardOnLoad: boolean;
  focusOnLoad: RefObject<boolean>;
}) {
  const { trigger, onContentFocus } = useMenuTakeOver(takeOver);
  return (
    <DropdownMenu modal={false} defaultOpen={takeOver.openOnLoad}>
      <DropdownMenuTrigger asChild>
        <ThemeMenuTrigger ref={trigger} className={triggerClassName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40" onFocus={onContentFocus}>
        <ThemeRadioItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
