import { rateInForce } from "@/lib/debts/promo";
import type { DebtDto } from "@/lib/debts/types";

// The dashboard's arithmetic, kept pure so it can be unit-tested. Money arrives as decimal strings; sums are
// taken in integer cents so "0.10" + "0.20" never shows as $0.30000000000000004.

function toCents(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export interface DebtSummary {
  /** Sum of open balances, in dollars. */
  totalDebt: number;
  /** Sum of the minimum payments of open debts, in dollars. */
  monthlyPayments: number;
  /**
   * Average APR of the open debts weighted by balance (percent), so a $50 store card at 29% does not count as
   * much as a $20,000 loan at 6%; each debt at the rate it is charged this month, so a running promo counts at its
   * promo rate (docs/product-rules.md "Screens and routes"). Zero when nothing is owed.
   */
  averageRate: number;
  activeCount: number;
  closedCount: number;
}

export function isOpenDebt(debt: DebtDto): boolean {
  return !debt.isClosed && toCents(debt.balance) > 0;
}

/** `thisMonth` ("YYYY-MM") says which promos are still running. */
export function summarizeDebts(debts: readonly DebtDto[], thisMonth: string): DebtSummary {
  const open = debts.filter(isOpenDebt);
  let balanceCents = 0;
  let minimumCents = 0;
  let weightedRate = 0;
  for (const debt of open) {
    const cents = toCents(debt.balance);
    balanceCents += cents;
    minimumCents += toCents(debt.minPayment);
    weightedRate += cents * (Number(rateInForce(debt, thisMonth)) || 0);
  }
  return {
    totalDebt: balanceCents / 100,
    monthlyPayments: minimumCents / 100,
    averageRate: balanceCents > 0 ? weightedRate / balanceCents : 0,
    activeCount: open.length,
    closedCount: debts.length - open.length,
  };
}

/**
 * Share of the original balance paid off so far, 0-100. Rounded down so an open debt never reads 100%
 * before it is actually closed; a closed debt always reads 100.
 */
export function paidPercent(debt: DebtDto): number {
  if (!isOpenDebt(debt)) return 100;
  const original = toCents(debt.originalBalance);
  if (original <= 0) return 0;
  const paid = original - toCents(debt.balance);
  return Math.min(99, Math.max(0, Math.floor((paid / original) * 100)));
}

/** Dollars paid since the debt was added (never negative). */
export function paidAmount(debt: DebtDto): number {
  return Math.max(0, toCents(debt.originalBalance) - toCents(debt.balance)) / 100;
}

/** Open debts first, paid-off debts after, each group in the server's order. */
export function orderDebtsForDisplay(debts: readonly DebtDto[]): DebtDto[] {
  return debts
    .map((debt, index) => ({ debt, index }))
    .sort((a, b) => {
      const openA = isOpenDebt(a.debt);
      const openB = isOpenDebt(b.debt);
      if (openA !== openB) return openA ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ debt }) => debt);
}
