import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A dollar amount input: a "$" prefix, decimal keyboard on phones, cents precision. */
export function MoneyInput({ className, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        $
      </span>
      <Input type="number" inputMode="decimal" min={0} step="0.01" className={cn("pl-7", className)} {...props} />
    </div>
  );
}
