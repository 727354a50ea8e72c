"use client";

import Link from "@/components/ui/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, History, ScrollText } from "lucide-react";

import { formatDay, monthLabel, formatDollars } from "@/lib/format";
import type { DebtMonthDto, DebtMonthsDto, LedgerNoteDto } from "@/lib/ledger/types";
import { queryKeys } from "@/lib/query-keys";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadError } from "@/components/feedback/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/loading-region";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

// The statement history screen: the months twice over, one shown per width, as the payment history does (a table
// from the lg breakpoint, cards below it; the hidden one is display:none, so screen readers meet only one).
// Corrections, fees and new charges from statement updates are listed under their month with their notes.

const LINES = [
  { key: "opening", label: "Opening balance" },
  { key: "interest", label: "Interest" },
  { key: "fees", label: "Fees" },
  { key: "newCharges", label: "New charges" },
  { key: "payments", label: "Payments" },
  { key: "corrections", label: "Corrections" },
  { key: "closing", label: "Closing balance" },
] as const satisfies readonly { key: keyof DebtMonthDto; label: string }[];

const NOTE_KIND_LABELS: Record<LedgerNoteDto["kind"], string> = {
  correction: "Correction",
  fee: "Interest and fees",
  purchase: "New charges",
};

/** "-$10.00" for a correction down, "+$5.50" for one up: a correction's sign is what it did to the balance. */
function signedDollars(amount: string): string {
  return amount.startsWith("-") ? `-${formatDollars(amount.slice(1))}` : `+${formatDollars(amount)}`;
}

function lineValue(month: DebtMonthDto, key: (typeof LINES)[number]["key"]): string {
  return key === "corrections"
    ? month.corrections === "0.00"
      ? "$0.00"
      : signedDollars(month.corrections)
    : formatDollars(month[key]);
}

export function StatementHistory({ debtId }: { debtId: string }) {
  const query = useQuery<DebtMonthsDto>({ queryKey: queryKeys.debtMonths(debtId) });
  const data = query.data;
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Dashboard
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          Statement history{data ? `: ${data.name}` : ""}
        </h1>
        <p className="text-muted-foreground">
          Each month since you added this debt, as a lender&apos;s statement shows it: the balance it opened at,
          interest, fees, new charges, payments and corrections, and the balance it closed at.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {data?.archived ? <Badge variant="outline">Removed: its history is kept</Badge> : null}
          <Button asChild variant="outline" size="sm">
            <Link href={`/payments?debtId=${encodeURIComponent(debtId)}`}>
              <History aria-hidden="true" />
              Payment history
            </Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="months-heading" className="space-y-4">
        <h2 id="months-heading" className="text-lg font-semibold">
          Months, newest first
        </h2>
        {query.isPending ? (
          <SkeletonList
            label="Loading the statement history..."
            count={3}
            className="space-y-3"
            itemClassName="h-12 rounded-xl"
          />
        ) : query.isError ? (
          <LoadError
            what="this debt's statement history"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : data!.months.length === 0 ? (
          <EmptyState icon={ScrollText} title="No history yet">
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Months show here once this debt has a balance on record.
            </p>
          </EmptyState>
        ) : (
          <>
            <div className="hidden lg:block">
              <MonthTable months={data!.months} />
            </div>
            <div className="lg:hidden">
              <MonthCards months={data!.months} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}

const money = "text-right tabular-nums";

function MonthTable({ months }: { months: readonly DebtMonthDto[] }) {
  return (
    <Table>
      <TableCaption className="sr-only">
        Statement history by month, newest first. Closing balance = opening balance + interest + fees + new charges -
        payments + corrections.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Month</TableHead>
          {LINES.map((line) => (
            <TableHead key={line.key} scope="col" className={money}>
              {line.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {months.flatMap((month) => [
          <TableRow key={month.month} data-testid="statement-month">
            <TableHead scope="row" className="font-medium">
              {monthLabel(month.month)}
            </TableHead>
            {LINES.map((line) => (
              <TableCell
                key={line.key}
                className={`${money} ${line.key === "closing" ? "font-semibold" : ""}`}
                data-testid={`month-${line.key}`}
              >
                {lineValue(month, line.key)}
              </TableCell>
            ))}
          </TableRow>,
          ...(month.notes.length > 0
            ? [
                <TableRow key={`${month.month}-notes`} className="bg-muted/30 hover:bg-muted/30">
                  <TableCell colSpan={LINES.length + 1} className="whitespace-normal">
                    <MonthNotes month={month} />
                  </TableCell>
                </TableRow>,
              ]
            : []),
        ])}
      </TableBody>
    </Table>
  );
}

function MonthCards({ months }: { months: readonly DebtMonthDto[] }) {
  return (
    <ul className="space-y-3" aria-label="Months, newest first">
      {months.map((month) => (
        <li
          key={month.month}
          data-testid="statement-month-card"
          className="min-w-0 space-y-3 rounded-xl border bg-card p-4"
        >
          <p className="font-medium">{monthLabel(month.month)}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {LINES.map((line) => (
              <div key={line.key} className="min-w-0">
                <dt className="text-muted-foreground">{line.label}</dt>
                <dd className={`tabular-nums break-words ${line.key === "closing" ? "font-semibold" : ""}`}>
                  {lineValue(month, line.key)}
                </dd>
              </div>
            ))}
          </dl>
          {month.notes.length > 0 ? <MonthNotes month={month} /> : null}
        </li>
      ))}
    </ul>
  );
}

function MonthNotes({ month }: { month: DebtMonthDto }) {
  return (
    <ul className="space-y-1 text-sm" aria-label={`Corrections and statement updates in ${monthLabel(month.month)}`}>
      {month.notes.map((note, i) => (
        <li key={i} className="break-words">
          <span className="text-muted-foreground">{formatDay(note.date)}:</span> {NOTE_KIND_LABELS[note.kind]}{" "}
          <span className="tabular-nums">{signedDollars(note.amount)}</span>
          {note.note ? <span className="text-muted-foreground"> ({note.note})</span> : null}
        </li>
      ))}
    </ul>
  );
}
