"use client";

import { useRef, type KeyboardEvent, type RefObject } from "react";
import { useTakeOverFocus } from "@/components/hooks/use-take-over-focus";
import { ordinalDay } from "@/lib/reminders/types";
import { cn } from "@/lib/utils";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** lib/validations/debts.ts accepts due days 1-28 (every month has them). */
const DUE_DAY_OPTIONS = Array.from({ length: 28 }, (_, i) => i + 1);
const NOT_SET = "none";

/**
 * A debt's due-day list, the Radix half of debts-card.tsx's DueDayControl (which owns the state and the saving): it
 * loads after the dashboard, replacing a stand-in button of the same look, and takes over the stand-in's focus.
 */
export function DueDaySelect({
  id,
  debtName,
  dueDay,
  shownDay,
  open,
  pending,
  onOpenChange,
  onDayChange,
  onTriggerKeyDown,
  focusOnLoad,
}: {
  id: string;
  debtName: string;
  dueDay: number | null;
  /** The day the trigger shows: the one being typed or saved, else the saved one. */
  shownDay: number | null;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onDayChange: (day: number | null) => void;
  onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  focusOnLoad: RefObject<boolean>;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(trigger, focusOnLoad);
  return (
    <Select
      value={dueDay === null ? NOT_SET : String(dueDay)}
      onValueChange={(value) => onDayChange(value === NOT_SET ? null : Number(value))}
      open={open}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger
        ref={trigger}
        id={id}
        size="sm"
        className={cn("w-32", pending && "opacity-60")}
        aria-label={`Due day for ${debtName}`}
        aria-disabled={pending}
        onKeyDown={onTriggerKeyDown}
      >
        <SelectValue>{shownDay === null ? "Not set" : ordinalDay(shownDay)}</SelectValue>
      </SelectTrigger>
      {/* The 29 options exist only while the list is open (see DueDayControl). */}
      {open && (
        <SelectContent position="popper" align="end" className="max-h-72">
          <SelectItem value={NOT_SET}>Not set</SelectItem>
          {DUE_DAY_OPTIONS.map((day) => (
            <SelectItem key={day} value={String(day)}>
              {ordinalDay(day)}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
