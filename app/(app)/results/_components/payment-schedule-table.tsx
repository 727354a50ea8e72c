import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatPercent, formatDollars } from "@/lib/format";
import type { StrategyDebtSnapshot } from "@/lib/strategies/types";
import { cn } from "@/lib/utils";
import { localYearMonth } from "@/lib/dates";
import { activePromo } from "@/lib/debts/promo";
import { priorityOf } from "./format";

const PRIORITY_STYLES = {
  High: "border-transparent bg-destructive/10 text-destructive",
  Medium: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  Low: "border-transparent bg-muted text-muted-foreground",
} as const;

/**
 * 'Your Monthly Payment Schedule' with Priority by position in the returned debts list: the saved plan's order
 * (docs/product-rules.md "Debt calculator and results").
 */
export function PaymentScheduleTable({ debts }: { debts: StrategyDebtSnapshot[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="plan-schedule-heading" className="text-lg">
            Your Monthly Payment Schedule
          </h2>
        </CardTitle>
        <CardDescription>
          Your plan&apos;s order: pay every minimum each month, and put everything extra on the highest-priority debt
          until it is gone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* On a phone the table is wider than the screen: this wrapper scrolls it (the table's own container is told
            not to), and being focusable lets keyboard users scroll it too. */}
        <div
          className="overflow-x-auto [&>[data-slot=table-container]]:overflow-visible"
          data-print="unclip"
          tabIndex={0}
          role="region"
          aria-labelledby="plan-schedule-heading"
        >
          <Table aria-labelledby="plan-schedule-heading">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Debt</TableHead>
                <TableHead scope="col" className="text-right">
                  Balance
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Interest Rate
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Min Payment
                </TableHead>
                <TableHead scope="col">Priority</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {debts.map((debt, index) => {
                const priority = priorityOf(index);
                return (
                  <TableRow key={debt.id}>
                    <TableHead scope="row" className="font-medium text-foreground">
                      {debt.name}
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{formatDollars(debt.balance)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatPercent(debt.interestRate)}
                      <PromoLine debt={debt} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatDollars(debt.minPayment)}</TableCell>
                    <TableCell>
                      <Badge variant="outline" className={cn(PRIORITY_STYLES[priority])}>
                        {priority}
                      </Badge>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}

/** "Promo 0% until Mar 2027" under the regular rate, with the deferred-interest flag in words. */
function PromoLine({ debt }: { debt: StrategyDebtSnapshot }) {
  const promo = activePromo(debt, localYearMonth());
  if (!promo) return null;
  return (
    <span className="block text-xs whitespace-nowrap text-muted-foreground">
      Promo {promo.text}
      {promo.deferredInterest ? ", deferred interest" : ""}
    </span>
  );
}
