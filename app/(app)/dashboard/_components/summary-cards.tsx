"use client";

import { useId, type ReactNode } from "react";
import { CalendarDays, CreditCard, Percent, Wallet, type LucideIcon } from "lucide-react";

import { localYearMonth } from "@/lib/dates";
import { formatPercent, formatDollars } from "@/lib/format";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { InfoHint } from "@/components/ui/info-hint";
import { summarizeDebts } from "./debt-summary";
import { useDebts } from "./use-debts";

// The four summary cards. Live from the debts query, so a logged payment updates them.

export function SummaryCards() {
  const { data, isPending } = useDebts();
  const summary = data ? summarizeDebts(data, localYearMonth()) : null;
  const value = (text: (s: NonNullable<typeof summary>) => string) => (summary ? text(summary) : null);

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={isPending}>
      <SummaryCard
        title="Total Debt"
        icon={Wallet}
        value={value((s) => formatDollars(s.totalDebt))}
        caption={value((s) =>
          s.activeCount > 0 ? `Across ${s.activeCount} open ${s.activeCount === 1 ? "debt" : "debts"}` : "Nothing owed",
        )}
        isLoading={isPending}
      />
      <SummaryCard
        title="Monthly Payments"
        icon={CalendarDays}
        value={value((s) => formatDollars(s.monthlyPayments))}
        caption="Sum of minimums"
        isLoading={isPending}
      />
      <SummaryCard
        title="Avg Interest Rate"
        icon={Percent}
        value={value((s) => formatPercent(s.averageRate))}
        caption="Weighted by balance"
        hint="The average APR of your open debts, weighted by balance: larger balances count for more, because they cost you more interest each month. A promotional rate counts while it runs."
        isLoading={isPending}
      />
      <SummaryCard
        title="Active Debts"
        icon={CreditCard}
        value={value((s) => String(s.activeCount))}
        caption={value((s) => (s.closedCount > 0 ? `${s.closedCount} paid off` : "Open accounts"))}
        isLoading={isPending}
      />
    </div>
  );
}

interface SummaryCardProps {
  title: string;
  icon: LucideIcon;
  /** null while loading or when the debts could not be read (the debts card explains why). */
  value: string | null;
  caption: ReactNode;
  hint?: string;
  isLoading: boolean;
}

function SummaryCard({ title, icon: Icon, value, caption, hint, isLoading }: SummaryCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-0 px-4 py-4 sm:px-5 sm:py-5">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-1">
          <h2 id={titleId} className="truncate text-xs font-medium text-muted-foreground sm:text-sm">
            {title}
          </h2>
          {hint ? <InfoHint label={`About ${title}`} hint={hint} /> : null}
        </div>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary sm:flex">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <div className="mt-2 h-8 sm:h-9">
        {isLoading ? (
          <Skeleton className="h-7 w-24 sm:h-8" />
        ) : (
          <p
            className="truncate text-xl font-bold tracking-tight tabular-nums sm:text-3xl"
            title={value ?? undefined}
            data-testid="summary-value"
          >
            {value ?? "—"}
          </p>
        )}
      </div>
      <div className="mt-1 h-4">
        {isLoading ? (
          <Skeleton className="h-3 w-28" />
        ) : (
          <p className="truncate text-xs text-muted-foreground">{caption}</p>
        )}
      </div>
    </Card>
  );
}
