import { Check, Minus } from "lucide-react";

import { COMPARISON_ROWS, comparisonCellText, type ComparisonCell } from "@/lib/billing/comparison";
import { PLANS } from "@/lib/billing/plans";
import { cn } from "@/lib/utils";

// The Free / Basic / Pro comparison: its rows (lib/billing/comparison.ts) read every cell from the one plan table,
// so it can never promise what the server's plan gates do not give. Server-rendered: no client code.

export function FeatureComparisonTable() {
  return (
    <section aria-labelledby="compare-heading" className="mx-auto max-w-4xl">
      <h2 id="compare-heading" className="text-center text-2xl font-semibold tracking-tight">
        Compare plans
      </h2>
      <p className="mt-2 text-center text-sm text-muted-foreground">Everything each plan includes, side by side.</p>
      {/* Scrolls sideways on narrow phones instead of squeezing the labels; focusable so keyboards can scroll. */}
      <div
        className="mt-6 overflow-x-auto rounded-xl border bg-card shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        tabIndex={0}
        role="region"
        aria-label="Feature comparison table"
      >
        <table className="w-full min-w-[20rem] border-collapse text-xs sm:text-sm">
          <caption className="sr-only">Feature comparison of the Free, Basic and Pro plans</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="px-3 py-3 text-left font-medium text-muted-foreground sm:px-4">
                Feature
              </th>
              {PLANS.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={cn(
                    "w-[4.5rem] px-1 py-3 text-center font-semibold sm:w-32 sm:px-3",
                    plan.isPopular && "bg-primary/5 text-primary",
                  )}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.label} className="border-b last:border-b-0 hover:bg-muted/30">
                <th scope="row" className="px-3 py-3 text-left font-normal sm:px-4">
                  {row.label}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className={cn("px-1 py-3 text-center sm:px-3", plan.isPopular && "bg-primary/5")}>
                    <CellValue value={row.value(plan)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CellValue({ value }: { value: ComparisonCell }) {
  if (typeof value === "string") return <span className="font-medium tabular-nums">{value}</span>;
  return (
    <>
      {value ? (
        <Check aria-hidden="true" className="mx-auto size-4 text-success" />
      ) : (
        <Minus aria-hidden="true" className="mx-auto size-4 text-muted-foreground/60" />
      )}
      <span className="sr-only">{comparisonCellText(value)}</span>
    </>
  );
}
