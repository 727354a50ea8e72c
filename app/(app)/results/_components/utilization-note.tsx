import { Gauge } from "lucide-react";
import { utilizationOutlook, utilizationOutlookText } from "@/lib/debts/utilization";
import { parseMoneyToCents } from "@/lib/payoff/money";
import type { StrategyDto } from "@/lib/strategies/types";

// When the saved plan takes the cards' overall utilization under 30% and 10% (docs/product-rules.md "Credit limits
// and utilization"), from the plan's own month-by-month schedule: only months the schedule reaches are named.
// Nothing is shown without a credit limit, or when the schedule reaches neither mark (a plan that never pays off).

/** The saved plan's outlook: the debts as calculated, and each scheduled month's balances. */
export function savedPlanUtilizationText(strategy: StrategyDto): string {
  const outlook = utilizationOutlook(
    strategy.debts.map((d) => ({
      id: d.id,
      balanceCents: parseMoneyToCents(d.balance),
      creditLimitCents: d.creditLimit ? parseMoneyToCents(d.creditLimit) : null,
    })),
    strategy.comparison.saved.schedule.map((row) => ({
      month: row.date,
      perDebt: row.debts.map((e) => ({ id: e.id, balanceCents: parseMoneyToCents(e.balance) })),
    })),
  );
  return outlook ? utilizationOutlookText(outlook) : "";
}

export function UtilizationNote({ strategy }: { strategy: StrategyDto }) {
  const text = savedPlanUtilizationText(strategy);
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border bg-muted/30 p-4 text-sm" data-testid="utilization-outlook">
      <Gauge aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {text} <span className="text-muted-foreground">Credit scoring rewards using under 30% of your limits.</span>
      </span>
    </p>
  );
}
