"use client";

import type { ComponentProps } from "react";
import { Info } from "lucide-react";
import { useIntentStandIn } from "@/components/hooks/use-intent-stand-in";

// An (i) button whose hint shows as a tooltip. Radix Tooltip (with its positioning engine) is fetched in its own
// chunk when the reader reaches for the button (mouse over it, focus, a tap), not with the page; until then the same
// button stands in its place (server render included), so nothing moves when it swaps and the button is focusable
// from the start. Keyboard focus passes to the real button, which shows the hint; a tap shows it on arrival.
const loadTooltip = () => import("@/components/ui/info-hint-tooltip").then((m) => m.InfoHintTooltip);

export function InfoHintButton({ label, ...props }: ComponentProps<"button"> & { label: string }) {
  return (
    <button
      type="button"
      className="rounded-full text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label={label}
      {...props}
    >
      <Info aria-hidden="true" className="size-3.5" />
    </button>
  );
}

export function InfoHint({ label, hint }: { label: string; hint: string }) {
  const { loaded: InfoHintTooltip, openOnLoad, focusOnLoad, standIn } = useIntentStandIn(loadTooltip);
  return InfoHintTooltip ? (
    <InfoHintTooltip label={label} hint={hint} openOnLoad={openOnLoad} focusOnLoad={focusOnLoad} />
  ) : (
    <InfoHintButton label={label} {...standIn} />
  );
}
