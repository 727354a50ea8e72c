import type { ReactNode } from "react";
import { CheckCircle2, TrendingDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCentsAsDollars, formatDollars, monthLabel, monthsLabel, yearsAndMonths } from "@/lib/format";
import { PLAN_STRATEGY_NAMES } from "@/lib/plan/types";
import type { PlanKind, PlanSummaryDto, StrategyDto } from "@/lib/strategies/types";
import { cn } from "@/lib/utils";
import { strategyLabel } from "./format";

export type ColumnKind = PlanKind;

const KINDS: { kind: Exclude<ColumnKind, "saved">; title: string; subtitle: string }[] = [
  { kind: "avalanche", title: "Avalanche", subtitle: strategyLabel("avalanche") },
  { kind: "snowball", title: "Snowball", subtitle: strategyLabel("snowball") },
  // Compared only for users who may choose them (Pro): present in the stored comparison or not at all.
  {
    kind: "highest_interest_cost",
    title: PLAN_STRATEGY_NAMES.highest_interest_cost,
    subtitle: "Largest balance × rate first",
  },
  { kind: "cash_flow_index", title: PLAN_STRATEGY_NAMES.cash_flow_index, subtitle: "Lowest balance ÷ minimum first" },
  {
    kind: "highest_utilization",
    title: PLAN_STRATEGY_NAMES.highest_utilization,
    subtitle: "Fullest card (balance ÷ limit) first",
  },
  { kind: "minimums", title: "Minimums Only", subtitle: "Minimum payments, no extra, no rollover" },
];

const COUNT_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven"];

function cents(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/**
 * The saved plan beside avalanche, snowball and minimums-only (and Pro's more orders), from the real runs the server
 * stored. The saved plan is the column of its own strategy when that column is the very same plan (the same
 * interest and months); otherwise (a custom order, or lump sums the alternatives leave out) it is a column of its
 * own, first, titled "Your plan" (docs/product-rules.md "Debt calculator and results"). `action` puts a control at
 * the foot of a column (the results screen's "Make this my plan"); null leaves the column without one.
 */
export function StrategyComparison({
  strategy,
  action,
}: {
  strategy: StrategyDto;
  action?: (kind: ColumnKind) => ReactNode;
}) {
  const saved = strategy.comparison.saved;
  const savedKind = savedColumnKind(strategy);
  const columns: { kind: ColumnKind; title: string; subtitle: string; plan: PlanSummaryDto }[] = KINDS.flatMap((k) => {
    const plan = strategy.comparison[k.kind];
    return plan ? [{ ...k, plan }] : [];
  });
  if (savedKind === "saved")
    columns.unshift({
      kind: "saved",
      title: "Your plan",
      subtitle: strategyLabel(strategy.savedStrategy),
      plan: saved,
    });
  const ordered = columns.filter((c) => c.kind !== "minimums").map((c) => c.title);
  const recommended = strategy.comparison[strategy.strategyType];
  const recommendedName = strategy.strategyType === "avalanche" ? "Avalanche" : "Snowball";
  const other = strategy.strategyType === "avalanche" ? "snowball" : "avalanche";
  const savedVsMinimums = cents(strategy.interestSavedVsMinimums);
  // "less than the other one" is the recommendation's claim: said only when it is the saved plan.
  const savedVsOther = savedKind === strategy.strategyType ? cents(strategy.interestSavedVsOther) : null;
  const savedInterest = cents(saved.totalInterest);
  const recommendedInterest = cents(recommended.totalInterest);
  const recommendationSaves =
    savedKind !== strategy.strategyType && savedInterest !== null && recommendedInterest !== null
      ? savedInterest - recommendedInterest
      : null;
  const minimums = strategy.comparison.minimums;
  const monthsSaved = saved.months !== null && minimums.months !== null ? minimums.months - saved.months : null;

  return (
    <Card role="region" aria-labelledby="comparison-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="comparison-heading" className="text-lg">
            Strategy Comparison
          </h2>
        </CardTitle>
        <CardDescription>
          Your debts paid {COUNT_WORDS[columns.length] ?? columns.length} ways: {listText(ordered)} with your{" "}
          {formatDollars(strategy.monthlyBudget)} monthly budget, and minimum payments only.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {(savedVsMinimums !== null && savedVsMinimums > 0) ||
        (savedVsOther !== null && savedVsOther > 0) ||
        (recommendationSaves !== null && recommendationSaves > 0) ? (
          <div className="flex flex-wrap gap-x-8 gap-y-3 rounded-lg bg-success/10 p-4 text-sm">
            {savedVsMinimums !== null && savedVsMinimums > 0 && (
              <p className="flex items-center gap-2">
                <TrendingDown aria-hidden="true" className="size-4 text-success" />
                <span>
                  <strong className="tabular-nums">{formatCentsAsDollars(savedVsMinimums)}</strong> interest saved
                  {monthsSaved !== null && monthsSaved > 0 ? (
                    <>
                      {" "}
                      and <strong>{monthsLabel(monthsSaved)}</strong> sooner
                    </>
                  ) : null}{" "}
                  than minimum payments only, on your plan
                </span>
              </p>
            )}
            {recommendationSaves !== null && recommendationSaves > 0 && (
              <p className="flex items-center gap-2">
                <TrendingDown aria-hidden="true" className="size-4 text-success" />
                <span>
                  {recommendedName} (recommended) would save{" "}
                  <strong className="tabular-nums">{formatCentsAsDollars(recommendationSaves)}</strong> more interest
                  than your plan
                </span>
              </p>
            )}
            {savedVsOther !== null && savedVsOther > 0 && (
              <p className="flex items-center gap-2">
                <TrendingDown aria-hidden="true" className="size-4 text-success" />
                <span>
                  <strong className="tabular-nums">{formatCentsAsDollars(savedVsOther)}</strong> less interest than{" "}
                  {other === "avalanche" ? "Avalanche" : "Snowball"}
                </span>
              </p>
            )}
          </div>
        ) : null}

        <ul
          className={cn("grid gap-4 md:grid-cols-3", columns.length > 3 && "md:grid-cols-2 xl:grid-cols-3")}
          aria-label="Strategies compared"
        >
          {columns.map(({ kind, title, subtitle, plan }) => (
            <li key={kind} className="flex">
              <ComparisonColumn
                title={title}
                subtitle={subtitle}
                plan={plan}
                isRecommended={kind === strategy.strategyType}
                isSaved={kind === savedKind}
                recommendedInterest={recommendedInterest}
                action={action?.(kind)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * Which column shows the saved plan: its strategy's own column when that is the same plan to the cent and month,
 * else "saved" (a column of its own).
 */
export function savedColumnKind(strategy: StrategyDto): ColumnKind {
  const { savedStrategy, comparison } = strategy;
  if (savedStrategy === "custom") return "saved";
  const same = comparison[savedStrategy];
  const saved = comparison.saved;
  const isSame =
    same?.totalInterest === saved.totalInterest && same.months === saved.months && same.feasible === saved.feasible;
  return isSame ? savedStrategy : "saved";
}

/** ["Avalanche", "Snowball", "Cash flow index"] -> "avalanche, snowball and cash flow index". */
function listText(names: string[]): string {
  const lower = names.map((n) => n.toLowerCase());
  return lower.length <= 1 ? (lower[0] ?? "") : `${lower.slice(0, -1).join(", ")} and ${lower[lower.length - 1]}`;
}

function ComparisonColumn({
  title,
  subtitle,
  plan,
  isRecommended,
  isSaved,
  recommendedInterest,
  action,
}: {
  title: string;
  subtitle: string;
  plan: PlanSummaryDto;
  isRecommended: boolean;
  /** The plan the calculation describes (the saved plan): outlined, and marked when it has a column of its own. */
  isSaved: boolean;
  recommendedInterest: number | null;
  action?: ReactNode;
}) {
  const interest = cents(plan.totalInterest);
  const extraCost =
    !isRecommended && interest !== null && recommendedInterest !== null ? interest - recommendedInterest : null;
  const headingId = `comparison-${title.toLowerCase().replace(/\s+/g, "-")}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex w-full flex-col rounded-xl border p-5",
        isSaved || isRecommended ? "border-primary bg-primary/5 shadow-sm ring-1 ring-primary/30" : "bg-card",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground">{subtitle}</p>
        </div>
        {isRecommended && (
          <Badge className="gap-1">
            <CheckCircle2 aria-hidden="true" className="size-3" /> Recommended
          </Badge>
        )}
      </div>

      {plan.feasible && plan.months !== null ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Payoff time</dt>
            <dd className="text-lg font-semibold tabular-nums">{monthsLabel(plan.months)}</dd>
            <dd className="text-xs text-muted-foreground">{yearsAndMonths(plan.months)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Debt-free</dt>
            <dd className="text-lg font-semibold">{monthLabel(plan.debtFreeDate, "short")}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground">Total interest</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {plan.totalInterest !== null ? formatDollars(plan.totalInterest) : "—"}
            </dd>
            {extraCost !== null && extraCost > 0 && (
              <dd className="text-xs text-destructive">
                {formatCentsAsDollars(extraCost)} more than the recommended plan
              </dd>
            )}
            {extraCost !== null && extraCost <= 0 && (
              <dd className="text-xs text-muted-foreground">Same interest as the recommended plan</dd>
            )}
          </div>
        </dl>
      ) : (
        <div className="mt-4 rounded-md bg-destructive/10 p-3 text-sm">
          <p className="font-semibold text-destructive">Never pays off</p>
          {plan.reason && <p className="mt-1 text-muted-foreground">{plan.reason}</p>}
        </div>
      )}

      {plan.payoffOrder.length > 0 && (
        <div className="mt-4 border-t pt-3 text-sm">
          <p className="font-medium">Payoff order</p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-muted-foreground">
            {plan.payoffOrder.map((d) => (
              <li key={d.id}>
                <span className="text-foreground">{d.name}</span>
                {d.payoffMonth !== null && <span className="tabular-nums"> · month {d.payoffMonth}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}

      {action ? <div className="mt-auto flex justify-end pt-4">{action}</div> : null}
    </article>
  );
}
