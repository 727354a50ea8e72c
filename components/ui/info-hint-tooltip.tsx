"use client";

import { InfoHintButton } from "@/components/ui/info-hint";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

/** The loaded half of InfoHint (components/ui/info-hint.tsx): the button as a Radix Tooltip trigger. */
export function InfoHintTooltip({ label, hint }: { label: string; hint: string }) {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <InfoHintButton label={label} />
        </TooltipTrigger>
        <TooltipContent className="max-w-64">{hint}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
