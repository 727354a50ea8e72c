import type { Debt, LedgerEntryKind, Prisma } from "@/lib/generated/prisma/client";
import { dayFromDate } from "@/lib/dates";
import { monthLabel } from "@/lib/format";
import { monthlyInterestCents } from "@/lib/payoff/interest";
import { decimalToCents, parsePercentToBps } from "@/lib/payoff/money";
import { isPromoMonth, type LedgerPromo } from "./rules";

/** A ledger amount (signed, unlike every other money column) in cents. */
export function signedCents(amount: Prisma.Decimal): number {
  return amount.isNegative() ? -decimalToCents(amount.negated()) : decimalToCents(amount);
}

/** A stored APR (Decimal(6,3)) in the basis points monthlyInterestCents takes; a third decimal rounds half-up. */
export function aprBpsOf(debt: Pick<Debt, "interestRate">): number {
  return parsePercentToBps(debt.interestRate.toFixed(3), { rounding: "half-up" });
}

type PromoColumns = Pick<Debt, "promoRate" | "promoStartsOn" | "promoEndsOn" | "deferredInterest">;

/** A promo stored without a first month (by hand) counts from the start, as before the column existed. */
export function ledgerPromoOf(debt: PromoColumns): LedgerPromo | null {
  if (debt.promoRate === null || !debt.promoEndsOn) return null;
  return {
    aprBps: parsePercentToBps(debt.promoRate.toFixed(3), { rounding: "half-up" }),
    startsOn: debt.promoStartsOn ?? "0000-01",
    endsOn: debt.promoEndsOn,
    deferredInterest: debt.deferredInterest,
  };
}

export function aprBpsOn(debt: Pick<Debt, "interestRate"> & PromoColumns, day: string): number {
  const promo = ledgerPromoOf(debt);
  return promo && isPromoMonth(promo, day.slice(0, 7)) ? promo.aprBps : aprBpsOf(debt);
}

/** The deferred-interest charge is a "charge" row the ledger derives itself, told apart from others by this note. */
export const DEFERRED_NOTE_PREFIX = "Deferred interest from the promo that ended ";

export function deferredInterestNote(endsOn: string): string {
  return `${DEFERRED_NOTE_PREFIX}${monthLabel(endsOn)}`;
}

export function isDeferredCharge(row: { kind: LedgerEntryKind; note: string | null }): boolean {
  return row.kind === "charge" && row.note !== null && row.note.startsWith(DEFERRED_NOTE_PREFIX);
}

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

/** A deferred-interest charge still to come is not foreseen here. */
export function interestToComeCents(debt: Omit<InterestDebt, "id">, end: Date): number {
  if (!debt.nextInterestOn || debt.nextInterestOn >= end) return 0;
  return monthlyInterestCents(decimalToCents(debt.balance), aprBpsOn(debt, dayFromDate(debt.nextInterestOn)));
}
