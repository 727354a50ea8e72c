"use client";

import type { ComponentProps } from "react";
import { Info } from "lucide-react";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";

// An (i) button whose hint shows as a tooltip. Radix Tooltip (with its positioning engine) is fetched after the
// page has hydrated, in its own chunk; until then the same button stands in its place (server render included),
// so nothing moves when it swaps and the button is focusable from the start.
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
  const InfoHintTooltip = useLoadedAfterHydration(loadTooltip);
  // eslint-disable-next-line react-hooks/static-components -- the loaded module's export: one object for the page's life
  return InfoHintTooltip ? <InfoHintTooltip label={label} hint={hint} /> : <InfoHintButton label={label} />;
}
