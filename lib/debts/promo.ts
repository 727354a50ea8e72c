// How screens name a debt's promotional rate. Pure and client-safe: the dashboard card, the calculator and the
// results table share it, so "2.99% until Mar 2027" reads the same everywhere.
import { monthLabel, formatPercent } from "@/lib/format";

export interface PromoFields {
  promoRate?: string | null | undefined;
  /** "YYYY-MM", the last month at the promotional rate. */
  promoEndsOn?: string | null | undefined;
  deferredInterest?: boolean | undefined;
}

export interface ActivePromo {
  /** "2.99%", "0%": the stored "2.990" as lib/format formatPercent shows a rate. */
  rate: string;
  endsOn: string;
  deferredInterest: boolean;
  /** "2.99% until Mar 2027". */
  text: string;
}

/**
 * The debt's promo while it still applies in `thisMonth` ("YYYY-MM") or later; null when the debt has none or
 * its last promo month is already past (the regular rate is all that matters then).
 */
export function activePromo(debt: PromoFields, thisMonth: string): ActivePromo | null {
  const running = runningPromo(debt, thisMonth);
  if (!running) return null;
  const rate = formatPercent(running.promoRate);
  return {
    rate,
    endsOn: running.promoEndsOn,
    deferredInterest: debt.deferredInterest === true,
    text: `${rate} until ${monthLabel(running.promoEndsOn, "short")}`,
  };
}

/**
 * The APR a debt is charged in `thisMonth` ("YYYY-MM"): its promo rate while the promo runs (a 0% promo is 0), else
 * its regular rate (docs/payoff.md "Promotional rates": the promo applies through its last month).
 */
export function rateInForce(debt: PromoFields & { interestRate: string }, thisMonth: string): string {
  return runningPromo(debt, thisMonth)?.promoRate ?? debt.interestRate;
}

function runningPromo(debt: PromoFields, thisMonth: string): { promoRate: string; promoEndsOn: string } | null {
  const { promoRate, promoEndsOn } = debt;
  if (promoRate == null || promoRate === "" || !promoEndsOn || promoEndsOn < thisMonth) return null;
  return { promoRate, promoEndsOn };
}

/** A running promo below the regular rate: what a letter or the analysis says instead of asking for a lower rate. */
export interface PromoBelowRate {
  /** "0%", "2.99%". */
  rate: string;
  /** "YYYY-MM", the promo's last month. */
  endsOn: string;
  /** The regular APR the debt goes to after it: "24.99%". */
  regularRate: string;
}

/**
 * The debt's promo while it runs in `thisMonth` or later at a rate below the regular one (0 % included); null
 * otherwise. Asking a lender to lower a rate that is already below the regular one until the promo ends gains
 * nothing, so the plan analysis and the negotiation letters wait for its end and say when that is.
 */
export function promoBelowRate(debt: PromoFields & { interestRate: string }, thisMonth: string): PromoBelowRate | null {
  const promo = activePromo(debt, thisMonth);
  if (!promo || !(Number(debt.promoRate) < Number(debt.interestRate))) return null;
  return { rate: promo.rate, endsOn: promo.endsOn, regularRate: formatPercent(debt.interestRate) };
}
