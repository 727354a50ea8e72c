"use client";

import { useRef, type RefObject } from "react";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { LazySelectProps } from "@/components/ui/lazy-select-props";

/** The loaded half of LazySelect (components/ui/lazy-select.tsx): Radix Select, opened and focused as the stand-in was. */
export function LoadedSelect({
  id,
  value,
  onValueChange,
  options,
  className,
  placeholder,
  position,
  disabled,
  onBlur,
  ref,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
  open,
  onOpenChange,
  focusOnLoad,
}: LazySelectProps & { open: boolean; onOpenChange: (open: boolean) => void; focusOnLoad: RefObject<boolean> }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(trigger, focusOnLoad);
  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={onOpenChange} disabled={disabled}>
      <SelectTrigger
        ref={(node) => {
          trigger.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        onBlur={onBlur}
        id={id}
        className={className}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent position={position}>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
