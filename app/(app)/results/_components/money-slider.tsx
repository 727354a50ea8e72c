"use client";

import * as SliderPrimitive from "@radix-ui/react-slider";
import { cn } from "@/lib/utils";

interface MoneySliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  /** The thumb's accessible name (the shared Slider primitive cannot label its thumb). */
  label: string;
  /** What a screen reader says for the value, e.g. "$250 per month". */
  valueText: string;
  className?: string;
}

/** A single-thumb slider styled like components/ui/slider, with a named thumb and a spoken value. */
export function MoneySlider({ value, onValueChange, min, max, step, label, valueText, className }: MoneySliderProps) {
  return (
    <SliderPrimitive.Root
      value={[value]}
      onValueChange={(v) => onValueChange(v[0] ?? min)}
      min={min}
      max={max}
      step={step}
      className={cn("relative flex w-full touch-none items-center py-2 select-none", className)}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-5 shrink-0 rounded-full border-2 border-primary bg-background shadow-sm ring-ring/50 transition-[color,box-shadow] hover:ring-4 focus-visible:ring-4 focus-visible:outline-hidden"
      />
    </SliderPrimitive.Root>
  );
}
