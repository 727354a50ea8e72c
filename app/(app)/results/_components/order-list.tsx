"use client";

import { useState, type ReactNode } from "react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// A payoff order the user arranges with up/down buttons (the what-if simulator's custom order and the saved
// custom plan). Buttons rather than drag and drop, so it works the same from a keyboard, a screen reader and touch.

/** `order` with the item at `index` swapped with its neighbour `delta` away; unchanged at either end. */
export function moveItem<T>(order: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= order.length || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function OrderList({
  order,
  nameOf,
  onChange,
  labelledBy,
  className,
}: {
  /** Debt ids, first paid off first. */
  order: readonly string[];
  nameOf: (id: string) => string;
  onChange: (next: string[]) => void;
  /** Id of the visible label that names the list. */
  labelledBy: string;
  className?: string;
}) {
  const [announcement, setAnnouncement] = useState("");

  function move(index: number, delta: -1 | 1) {
    const target = index + delta;
    if (target < 0 || target >= order.length) return;
    onChange(moveItem(order, index, delta));
    setAnnouncement(`${nameOf(order[index]!)} moved to position ${target + 1} of ${order.length}.`);
  }

  return (
    <>
      <ol aria-labelledby={labelledBy} className={cn("space-y-2", className)}>
        {order.map((id, index) => {
          const name = nameOf(id);
          return (
            // Keyed by id: the focused button travels with its debt, so repeated presses keep moving it.
            <li
              key={id}
              className="flex items-center justify-between gap-2 rounded-md border bg-background px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">
                <span className="mr-2 tabular-nums text-muted-foreground">{index + 1}.</span>
                {name}
              </span>
              <span className="flex shrink-0 gap-1">
                <MoveButton label={`Move ${name} up`} atEnd={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </MoveButton>
                <MoveButton
                  label={`Move ${name} down`}
                  atEnd={index === order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </MoveButton>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

/** aria-disabled rather than disabled at the ends: a disabled button drops keyboard focus to the page. */
function MoveButton({
  label,
  atEnd,
  onClick,
  children,
}: {
  label: string;
  atEnd: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn("size-8", atEnd && "opacity-50")}
      onClick={onClick}
      aria-disabled={atEnd}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
