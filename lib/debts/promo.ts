import { monthLabel, formatPercent } from "@/lib/format";

export interface PromoFields {
  promoRate?: string | null | undefined;
  /** "YYYY-MM", the last month at the promotional rate. */
  promoEndsOn?: string | null | undefined;
  deferredInterest?: boolean | undefined;
}

export interface ActivePromo {
  rate: string;
  endsOn: string;
  deferredInterest: boolean;
  text: string;
}

/** Null when the debt has no promo or its last promo month is before `thisMonth` ("YYYY-MM"). */
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

/** The promo rate through its last month, else the regular rate (docs/payoff.md "Promotional rates"). */
export function rateInForce(debt: PromoFields & { interestRate: string }, thisMonth: string): string {
  return runningPromo(debt, thisMonth)?.promoRate ?? debt.interestRate;
}

function runningPromo(debt: PromoFields, thisMonth: string): { promoRate: string; promoEndsOn: string } | null {
  const { promoRate, promoEndsOn } = debt;
  if (promoRate == null || promoRate === "" || !promoEndsOn || promoEndsOn < thisMonth) return null;
  return { promoRate, promoEndsOn };
}

export interface PromoBelowRate {
  rate: string;
  endsOn: string;
  regularRate: string;
}

/** Null unless a promo below the regular rate runs: asking a lender to lower that rate gains nothing until it ends. */
export function promoBelowRate(debt: PromoFields & { interestRate: string }, thisMonth: string): PromoBelowRate | null {
  const promo = activePromo(debt, thisMonth);
  if (!promo || !(Number(debt.promoRate) < Number(debt.interestRate))) return null;
  return { rate: promo.rate, endsOn: promo.endsOn, regularRate: formatPercent(debt.interestRate) };
}
