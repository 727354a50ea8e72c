"use client";

import { useRef, type RefObject } from "react";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";
import { InfoHintButton } from "@/components/ui/info-hint";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * The loaded half of InfoHint (components/ui/info-hint.tsx): the button as a Radix Tooltip trigger. Shown at once
 * when its stand-in was tapped; takes over the stand-in's keyboard focus (which shows the hint, as Radix does).
 */
export function InfoHintTooltip({
  label,
  hint,
  openOnLoad,
  focusOnLoad,
}: {
  label: string;
  hint: string;
  openOnLoad: boolean;
  focusOnLoad: RefObject<boolean>;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(trigger, focusOnLoad);
  return (
    <TooltipProvider>
      <Tooltip defaultOpen={openOnLoad}>
        <TooltipTrigger asChild>
          <InfoHintButton ref={trigger} label={label} />
        </TooltipTrigger>
        <TooltipContent className="max-w-64">{hint}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
