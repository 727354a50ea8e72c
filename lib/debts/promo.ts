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
