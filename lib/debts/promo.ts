// How screens name a debt's promotional rate. Pure and client-safe: the dashboard card, the calculator and the
// results table share it, so "2.99% until Mar 2027" reads the same everywhere.
import { monthLabel } from "@/lib/dates";

export interface PromoFields {
  promoRate?: string | null | undefined;
  /** "YYYY-MM", the last month at the promotional rate. */
  promoEndsOn?: string | null | undefined;
  deferredInterest?: boolean | undefined;
}

export interface ActivePromo {
  /** "2.99%", "0%": the stored "2.990" without its trailing zeros. */
  rate: string;
  endsOn: string;
  deferredInterest: boolean;
  /** "2.99% until Mar 2027". */
  text: string;
}

/** "18.990" -> "18.99%", "0.000" -> "0%", "5.500" -> "5.5%": the rate as the user typed it. */
export function ratePercentText(rate: string): string {
  const trimmed = rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
  return `${trimmed}%`;
}

/**
 * The debt's promo while it still applies in `thisMonth` ("YYYY-MM") or later; null when the debt has none or
 * its last promo month is already past (the regular rate is all that matters then).
 */
export function activePromo(debt: PromoFields, thisMonth: string): ActivePromo | null {
  const { promoRate, promoEndsOn } = debt;
  if (promoRate == null || promoRate === "" || !promoEndsOn || promoEndsOn < thisMonth) return null;
  const rate = ratePercentText(promoRate);
  return {
    rate,
    endsOn: promoEndsOn,
    deferredInterest: debt.deferredInterest === true,
    text: `${rate} until ${monthLabel(promoEndsOn, "short")}`,
  };
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
  return { rate: promo.rate, endsOn: promo.endsOn, regularRate: ratePercentText(debt.interestRate) };
}
