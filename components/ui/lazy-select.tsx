"use client";

import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { useLoadedOnIntent } from "@/components/hooks/use-loaded-on-intent";
import { selectTriggerClassName } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";
import type { LazySelectProps } from "@/components/ui/lazy-select-props";

// A single-choice list whose Radix Select (and positioning engine) is fetched and put in place when the reader
// reaches for it (pointer over it, focus, a press), for lists that are on screen but
// not needed to paint it. Mounting each Radix Select at load was most of the results page's last long tasks (its
// closed list still renders every option, CPU profile). Until then a stand-in trigger of the same look, name and
// role shows the chosen option; a press, click or arrow key on it opens the list, and keyboard focus passes over.
const loadSelect = () => import("@/components/ui/lazy-select-loaded").then((m) => m.LoadedSelect);

export function LazySelect({ ref, ...props }: LazySelectProps) {
  const { id, value, options, className, placeholder, disabled } = props;
  const [open, setOpen] = useState(false);
  const {
    loaded: LoadedSelect,
    focusOnLoad,
    standIn,
    openOnArrow,
  } = useLoadedOnIntent(loadSelect, () => setOpen(true));
  if (LoadedSelect) {
    return <LoadedSelect {...props} ref={ref} open={open} onOpenChange={setOpen} focusOnLoad={focusOnLoad} />;
  }
  const chosen = options.find((o) => o.value === value);
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-expanded={false}
      // Like Radix's closed trigger, it names the list that opening it shows.
      aria-controls={`${id}-options`}
      aria-autocomplete="none"
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      data-slot="select-trigger"
      data-size="default"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? "" : undefined}
      data-placeholder={chosen ? undefined : ""}
      className={cn(selectTriggerClassName, className)}
      {...standIn}
      onKeyDown={openOnArrow}
      onBlur={() => {
        standIn.onBlur();
        props.onBlur?.();
      }}
      ref={ref}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {chosen ? chosen.label : placeholder}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 opacity-50" />
    </button>
  );
}
