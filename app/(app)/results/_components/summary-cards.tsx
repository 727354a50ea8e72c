import { CalendarClock, DollarSign, Percent, Target } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDollars, monthLabel, monthsLabel, yearsAndMonths } from "@/lib/format";
import type { StrategyDto } from "@/lib/strategies/types";
import { strategyLabel, strategyName } from "./format";

/**
 * The four summary cards: Total Debt, Payoff Time, Total Interest, Strategy. All four are the saved plan's
 * (docs/product-rules.md "Debt calculator and results"); the recommendation is named when it is another plan.
 */
export function SummaryCards({ strategy }: { strategy: StrategyDto }) {
  const plan = strategy.comparison.saved;
  const recommendedElsewhere = strategy.savedStrategy !== strategy.strategyType;
  const months = strategy.payoffTimeMonths;
  const feasible = strategy.feasible && months !== null;

  return (
    <section aria-label="Plan summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard title="Total Debt" icon={DollarSign} value={formatDollars(strategy.totalDebt)}>
        Across {strategy.debts.length} {strategy.debts.length === 1 ? "debt" : "debts"}
      </SummaryCard>
      <SummaryCard
        title="Payoff Time"
        icon={CalendarClock}
        value={feasible ? monthsLabel(months) : "Never"}
        tone={feasible ? undefined : "bad"}
      >
        {feasible ? (
          <>
            {yearsAndMonths(months)}
            {plan.debtFreeDate && <span className="block">Debt-free by {monthLabel(plan.debtFreeDate)}</span>}
          </>
        ) : (
          "Payments don't cover the interest"
        )}
      </SummaryCard>
      <SummaryCard
        title="Total Interest"
        icon={Percent}
        value={strategy.totalInterest !== null ? formatDollars(strategy.totalInterest) : "—"}
      >
        {strategy.interestSavedVsMinimums !== null && Number(strategy.interestSavedVsMinimums) > 0
          ? `${formatDollars(strategy.interestSavedVsMinimums)} less than minimums only`
          : `With ${formatDollars(strategy.extraPayment)} extra each month`}
      </SummaryCard>
      <SummaryCard title="Strategy" icon={Target} value={strategyLabel(strategy.savedStrategy)} compact>
        Your plan: {strategyName(strategy.savedStrategy)}, {formatDollars(strategy.monthlyBudget)}/month
        {recommendedElsewhere && (
          <span className="block">Recommended instead: {strategyName(strategy.strategyType)}</span>
        )}
      </SummaryCard>
    </section>
  );
}

function SummaryCard({
  title,
  icon: Icon,
  value,
  tone,
  compact,
  children,
}: {
  title: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  value: string;
  tone?: "bad";
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="gap-2 py-5" role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle>
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        </CardTitle>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="px-5">
        <p
          className={`${compact ? "text-xl" : "text-2xl"} font-bold tabular-nums ${tone === "bad" ? "text-destructive" : ""}`}
        >
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{children}</p>
      </CardContent>
    </Card>
  );
}
