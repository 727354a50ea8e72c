"use client";

import { Pencil, Undo2 } from "lucide-react";

import { formatDay, formatCentsAsDollars, formatDollars } from "@/lib/format";
import { paymentTotals, type PaymentTotals } from "@/lib/payments/history";
import type { PaymentDto } from "@/lib/payments/types";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { lazyDialog } from "@/components/ui/lazy-dialog";

// The listed payments twice over, one shown per width: a table from the lg breakpoint, stacked cards below it (seven
// columns do not fit a phone, and the page must never scroll sideways). The hidden one is display:none, so
// screen readers and the tab order meet only the one on screen.

// Each row's Edit and Undo dialogs (Radix Dialog and AlertDialog, react-hook-form) load after the page, their
// buttons standing in until then.
const EditPaymentDialog = lazyDialog(() => import("./edit-payment-dialog").then((m) => m.EditPaymentDialog));
const UndoPaymentDialog = lazyDialog(() => import("./undo-payment-button").then((m) => m.UndoPaymentDialog));

export interface PaymentListProps {
  payments: readonly PaymentDto[];
  debtName: (debtId: string) => string;
  /** Where focus goes when an undone payment's row (and the button that had focus) disappears. */
  onUndone: () => void;
}

function paymentCount(count: number): string {
  return `${count} ${count === 1 ? "payment" : "payments"}`;
}

export function PaymentList(props: PaymentListProps) {
  const totals = paymentTotals(props.payments);
  return (
    <>
      <div className="hidden lg:block">
        <PaymentTable {...props} totals={totals} />
      </div>
      <div className="lg:hidden">
        <PaymentCards {...props} totals={totals} />
      </div>
    </>
  );
}

const money = "text-right tabular-nums";

function PaymentTable({ payments, debtName, onUndone, totals }: PaymentListProps & { totals: PaymentTotals }) {
  return (
    <Table>
      <TableCaption className="sr-only">Payments, newest first, with the totals of those shown.</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">Debt</TableHead>
          <TableHead scope="col" className={money}>
            Amount
          </TableHead>
          <TableHead scope="col" className={money}>
            Interest
          </TableHead>
          <TableHead scope="col" className={money}>
            Principal
          </TableHead>
          <TableHead scope="col">Note</TableHead>
          <TableHead scope="col">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => {
          const name = debtName(payment.debtId);
          return (
            <TableRow key={payment.id} data-testid="payment-row">
              <TableCell>{formatDay(payment.paymentDate)}</TableCell>
              <TableCell className="max-w-48 truncate" title={name}>
                {name}
              </TableCell>
              <TableCell className={`${money} font-medium`}>{formatDollars(payment.amount)}</TableCell>
              <TableCell className={money}>{formatDollars(payment.interestPortion)}</TableCell>
              <TableCell className={money}>{formatDollars(payment.principalPortion)}</TableCell>
              <TableCell className="max-w-64 whitespace-normal break-words text-muted-foreground">
                {payment.description}
              </TableCell>
              <TableCell>
                <RowActions payment={payment} debtName={name} onUndone={onUndone} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" colSpan={2}>
            Total ({paymentCount(totals.count)})
          </TableHead>
          <TableCell className={money} data-testid="total-paid">
            {formatCentsAsDollars(totals.amountCents)}
          </TableCell>
          <TableCell className={money} data-testid="total-interest">
            {formatCentsAsDollars(totals.interestCents)}
          </TableCell>
          <TableCell className={money} data-testid="total-principal">
            {formatCentsAsDollars(totals.principalCents)}
          </TableCell>
          <TableCell colSpan={2} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

function PaymentCards({ payments, debtName, onUndone, totals }: PaymentListProps & { totals: PaymentTotals }) {
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label="Payments, newest first">
        {payments.map((payment) => {
          const name = debtName(payment.debtId);
          return (
            <li key={payment.id} data-testid="payment-card" className="min-w-0 space-y-3 rounded-xl border bg-card p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{name}</p>
                  <p className="text-sm text-muted-foreground">{formatDay(payment.paymentDate)}</p>
                </div>
                <p className="shrink-0 text-lg font-semibold tabular-nums">{formatDollars(payment.amount)}</p>
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Interest</dt>
                  <dd className="tabular-nums">{formatDollars(payment.interestPortion)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Principal</dt>
                  <dd className="tabular-nums">{formatDollars(payment.principalPortion)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-muted-foreground">Note</dt>
                  <dd className="break-words">{payment.description}</dd>
                </div>
              </dl>
              <RowActions payment={payment} debtName={name} onUndone={onUndone} />
            </li>
          );
        })}
      </ul>
      <section aria-label="Totals" className="rounded-xl border bg-muted/40 p-4">
        <p className="text-sm font-medium">Total of {paymentCount(totals.count)} shown</p>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
          <TotalItem label="Paid" cents={totals.amountCents} />
          <TotalItem label="Interest" cents={totals.interestCents} />
          <TotalItem label="Principal" cents={totals.principalCents} />
        </dl>
      </section>
    </div>
  );
}

function TotalItem({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums break-words">{formatCentsAsDollars(cents)}</dd>
    </div>
  );
}

function RowActions({ payment, debtName, onUndone }: { payment: PaymentDto; debtName: string; onUndone: () => void }) {
  // Each row's buttons say which payment they act on; the visible word starts the name (WCAG 2.5.3).
  const which = `payment of ${formatDollars(payment.amount)} to ${debtName} on ${formatDay(payment.paymentDate)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <EditPaymentDialog
        payment={payment}
        debtName={debtName}
        trigger={
          <Button type="button" variant="outline" size="sm" aria-label={`Edit ${which}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
      />
      <UndoPaymentDialog
        payment={payment}
        debtName={debtName}
        onUndone={onUndone}
        trigger={
          <Button type="button" variant="outline" size="sm" aria-label={`Undo ${which}`}>
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
        }
      />
    </div>
  );
}
