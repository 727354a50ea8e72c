import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A text field, not type="number": a number field hands the form "" for "10,00", so the user would be told the
 * amount is missing instead of how to write it (lib/money.ts "Typed amounts"). */
export function MoneyInput({ className, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        $
      </span>
      <Input type="text" inputMode="decimal" autoComplete="off" className={cn("pl-7", className)} {...props} />
    </div>
  );
}
