import { cn } from "@/lib/utils";

// A row of three small labelled figures under a debt's name (the debts list's balance/rate/minimum, "Pay this
// month"'s planned/paid/left): one layout, so both lists read alike and truncate alike on a phone.

export interface Figure {
  label: string;
  value: string;
  /** The one figure the row is about, in bold. */
  strong?: boolean;
}

export function Figures({ figures }: { figures: readonly [Figure, Figure, Figure] }) {
  return (
    <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
      {figures.map(({ label, value, strong }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={cn("truncate tabular-nums", strong && "font-semibold")}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
