import type { Debt, LedgerEntryKind, Prisma } from "@/lib/generated/prisma/client";
import { dayFromDate } from "@/lib/dates";
import { monthLabel } from "@/lib/format";
import { monthlyInterestCents } from "@/lib/payoff/interest";
import { decimalToCents, parsePercentToBps } from "@/lib/payoff/money";
import { isPromoMonth, type LedgerPromo } from "./rules";

// How the balance ledger's stored rows and a debt's stored rates read (docs/product-rules.md "The balance ledger"), for the
// ledger service and for every service that reads ledger rows or a debt's rate itself (debts, payments, the plan's
// month, progress). No I/O: the queries stay in ./service.ts.

/** A ledger amount (signed, unlike every other money column) in cents. */
export function signedCents(amount: Prisma.Decimal): number {
  return amount.isNegative() ? -decimalToCents(amount.negated()) : decimalToCents(amount);
}

/** A stored APR (Decimal(6,3)) in the basis points monthlyInterestCents takes; a third decimal rounds half-up. */
export function aprBpsOf(debt: Pick<Debt, "interestRate">): number {
  return parsePercentToBps(debt.interestRate.toFixed(3), { rounding: "half-up" });
}

type PromoColumns = Pick<Debt, "promoRate" | "promoStartsOn" | "promoEndsOn" | "deferredInterest">;

/**
 * The debt's promo as the ledger applies it (lib/ledger/rules.ts), or null without one. The promo rate is stored
 * with 3 decimals like the APR and rounds the same way. The debts service and the migration always store the first
 * month with the promo; a row written without it (by hand) counts from the start, as before the column existed.
 */
export function ledgerPromoOf(debt: PromoColumns): LedgerPromo | null {
  if (debt.promoRate === null || !debt.promoEndsOn) return null;
  return {
    aprBps: parsePercentToBps(debt.promoRate.toFixed(3), { rounding: "half-up" }),
    startsOn: debt.promoStartsOn ?? "0000-01",
    endsOn: debt.promoEndsOn,
    deferredInterest: debt.deferredInterest,
  };
}

/** The APR in basis points the ledger charges on `day` ("YYYY-MM-DD"): the promo rate in its months. */
export function aprBpsOn(debt: Pick<Debt, "interestRate"> & PromoColumns, day: string): number {
  const promo = ledgerPromoOf(debt);
  return promo && isPromoMonth(promo, day.slice(0, 7)) ? promo.aprBps : aprBpsOf(debt);
}

/**
 * The deferred-interest charge is a "charge" row the ledger derives itself (like interest rows, it is worked out
 * again from the earliest change on), told apart from other charges by this note. The month named is the promo's
 * last month.
 */
export const DEFERRED_NOTE_PREFIX = "Deferred interest from the promo that ended ";

export function deferredInterestNote(endsOn: string): string {
  return `${DEFERRED_NOTE_PREFIX}${monthLabel(endsOn)}`;
}

/** The deferred-interest charge row (its note, on a "charge" row), which is interest in every total. */
export function isDeferredCharge(row: { kind: LedgerEntryKind; note: string | null }): boolean {
  return row.kind === "charge" && row.note !== null && row.note.startsWith(DEFERRED_NOTE_PREFIX);
}

/**
 * A row that is the cost of borrowing in every interest total (progress's interest charged, the statement view's
 * interest and fees): monthly interest, the deferred-interest charge, and a statement's interest and fees.
 */
export function isInterestCost(row: { kind: LedgerEntryKind; note: string | null }): boolean {
  return row.kind === "interest" || row.kind === "fee" || isDeferredCharge(row);
}

export type InterestDebt = Pick<
  Debt,
  | "id"
  | "balance"
  | "interestRate"
  | "promoRate"
  | "promoStartsOn"
  | "promoEndsOn"
  | "deferredInterest"
  | "nextInterestOn"
>;

/**
 * The charge the debt's next accrual day adds when it falls before `end` (on today's balance, at that day's rate,
 * the promo's while it lasts), else 0. A deferred-interest charge still to come is not foreseen here.
 */
export function interestToComeCents(debt: Omit<InterestDebt, "id">, end: Date): number {
  if (!debt.nextInterestOn || debt.nextInterestOn >= end) return 0;
  return monthlyInterestCents(decimalToCents(debt.balance), aprBpsOn(debt, dayFromDate(debt.nextInterestOn)));
}
