import type { DebtDto } from "@/lib/debts/types";
import { debtUtilization, overallUtilization, type LimitedBalance, type Utilization } from "@/lib/debts/utilization";
import { formatCentsAsDollars, formatDollars } from "@/lib/format";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { cn } from "@/lib/utils";
import { Progress } from "@/components/ui/progress";
import { isOpenDebt } from "./debt-summary";

// Credit utilization on the dashboard (docs/product-rules.md "Credit limits and utilization"): each open debt with a
// limit on its row, and the debts with a limit together above the list. The math is lib/debts/utilization.ts.

/** A debt as utilization reads it: paid-off debts owe nothing and are left out, as the rules say. */
function limitedBalance(debt: DebtDto): LimitedBalance {
  return {
    id: debt.id,
    balanceCents: parseMoneyToCents(debt.balance),
    creditLimitCents: debt.creditLimit === null ? null : parseMoneyToCents(debt.creditLimit),
  };
}

/** Over 30% is the range credit scoring counts against you; the bar says so in colour, the text in words. */
function barClass(u: Utilization): string | undefined {
  return u.percent >= 30 ? "bg-amber-500" : undefined;
}

/** "$5,000" for a whole-dollar limit (as limits usually are), "$5,000.50" otherwise. */
function limitText(cents: number): string {
  return cents % 100 === 0 ? formatDollars(cents / 100, { whole: true }) : formatCentsAsDollars(cents);
}

function UtilizationBar({ label, u, what }: { label: string; u: Utilization; what: string }) {
  const text = `${u.percent}% of ${limitText(u.limitCents)} ${what} used`;
  return (
    <div className="space-y-1.5">
      <Progress value={u.percent} aria-label={label} getValueLabel={() => text} indicatorClassName={barClass(u)} />
      <p className="text-xs text-muted-foreground tabular-nums">{text}</p>
    </div>
  );
}

/** "42% of $5,000.00 limit used" with its bar, for an open debt that has a limit; nothing otherwise. */
export function DebtUtilization({ debt }: { debt: DebtDto }) {
  const u = isOpenDebt(debt) ? debtUtilization(limitedBalance(debt)) : null;
  if (!u) return null;
  return (
    <div className="mt-3">
      <UtilizationBar label={`${debt.name} credit limit used`} u={u} what="limit" />
    </div>
  );
}

/** The open debts with a limit together, with what the marks mean; nothing when none has a limit. */
export function OverallUtilization({ debts, className }: { debts: readonly DebtDto[]; className?: string }) {
  const u = overallUtilization(debts.filter(isOpenDebt).map(limitedBalance));
  if (!u) return null;
  const standing =
    u.percent < 10
      ? "You are under 10%, the range credit scores reward most."
      : u.percent < 30
        ? "You are under 30%; under 10% helps your score even more."
        : "Bringing it under 30%, and then under 10%, can help your credit score.";
  return (
    <section
      aria-labelledby="overall-utilization-heading"
      className={cn("space-y-2 rounded-lg border bg-muted/30 p-4", className)}
      data-testid="overall-utilization"
    >
      <h3 id="overall-utilization-heading" className="text-sm font-medium">
        Credit used on your cards
      </h3>
      <UtilizationBar label="Credit used on your cards" u={u} what="in limits" />
      <p className="text-xs text-muted-foreground">
        Your balances on debts with a credit limit, over those limits. Credit scoring rewards keeping this under 30%,
        and under 10% even more. {standing}
      </p>
    </section>
  );
}
