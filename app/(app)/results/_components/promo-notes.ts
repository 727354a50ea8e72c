// What the results say about promotional rates, deferred interest and unused lump sums. Pure, so every sentence is
// unit-tested against the plan figures it states.
// Straight from the calendar module, not the "@/lib/payoff" index: the promo card renders with the page, and the
// index would bring the payoff engine along, which only the lazily loaded what-if panel runs.
import { addMonthsToCalendarMonth, formatYearMonth, parseYearMonth, planMonthToCalendar } from "@/lib/payoff/calendar";
import type { CalendarMonth, PromoOutcome } from "@/lib/payoff";
import { formatCentsAsDollars, formatDollars, formatPercent, monthLabel } from "@/lib/format";
import type { PromoSummaryDto } from "@/lib/strategies/types";

export type PromoTone = "safe" | "risk" | "info";

export interface PromoNote {
  /** "risk": deferred interest this plan is charged (shown as an alert); "safe": paid off in time. */
  tone: PromoTone;
  /** "0% until Mar 2027". */
  headline: string;
  text: string;
}

/** "$500" for whole dollars, "$512.34" otherwise, "-$150" for a tight month. */
export function moneyText(amount: string | number): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return formatDollars(value, { whole: Number.isInteger(value) });
}

function short(yearMonth: string): string {
  return monthLabel(yearMonth, "short");
}

/** "2027-03" -> "2027-04". */
export function monthAfter(yearMonth: string): string {
  const month = parseYearMonth(yearMonth);
  return month ? formatYearMonth(addMonthsToCalendarMonth(month, 1)) : yearMonth;
}

/**
 * One debt's promo as the recommended plan meets it. `regularRate` ("24.990") names the rate that follows.
 * Deferred interest the plan is charged reads as a warning with its month and amount; deferred interest the plan
 * avoids says so, with the payoff month.
 */
export function promoNote(promo: PromoSummaryDto, regularRate?: string): PromoNote {
  const headline = `${formatPercent(promo.promoRate)} until ${short(promo.endsOn)}`;
  const paidInTime = promo.paidOffOn !== null && promo.paidOffOn <= promo.endsOn;
  const chargedCents = promo.charged === null ? 0 : Math.round(Number(promo.charged) * 100);
  const atRiskCents = promo.atRisk === null ? 0 : Math.round(Number(promo.atRisk) * 100);

  if (promo.deferredInterest && (chargedCents > 0 || (!paidInTime && atRiskCents > 0))) {
    const amount = chargedCents > 0 ? promo.charged! : promo.atRisk!;
    const month = promo.chargedOn ?? monthAfter(promo.endsOn);
    return {
      tone: "risk",
      headline,
      text: `${formatDollars(amount)} of deferred interest is charged in ${short(month)} unless ${promo.name} is paid off by the end of ${short(promo.endsOn)}`,
    };
  }
  if (paidInTime) {
    return {
      tone: "safe",
      headline,
      text: `Paid off in ${short(promo.paidOffOn!)}, before the promo ends in ${short(promo.endsOn)}${promo.deferredInterest ? ": no deferred interest" : ""}`,
    };
  }
  const then = regularRate ? `the regular ${formatPercent(regularRate)}` : "the regular rate";
  return {
    tone: "info",
    headline,
    text: `The promo rate ends in ${short(promo.endsOn)}; ${then} applies from ${short(monthAfter(promo.endsOn))}`,
  };
}

/** "$500 in Jun 2031 comes after you are debt-free, so it is not used". */
export function unusedLumpSumText(lumpSum: { amount: string | number; month: string }, firstMonth?: string): string {
  const where =
    firstMonth !== undefined && lumpSum.month < firstMonth
      ? "comes before your plan's first month"
      : "comes after you are debt-free";
  return `${moneyText(lumpSum.amount)} in ${short(lumpSum.month)} ${where}, so it is not used`;
}

/**
 * The what-if's deferred-interest charges: "$123.45 of deferred interest on Store card is charged in Apr 2027;
 * paying it off by the end of Mar 2027 avoids it". Only debts this plan is actually charged for; a plan that never
 * pays off passes its `promos`, a feasible one its `debts`.
 */
export function deferredChargeTexts(
  debts: readonly { name: string; promo?: PromoOutcome }[],
  startMonth: CalendarMonth,
): string[] {
  const texts: string[] = [];
  for (const d of debts) {
    const promo = d.promo;
    if (!promo || promo.chargedCents <= 0 || promo.chargedInMonth === null) continue;
    const charged = formatYearMonth(planMonthToCalendar(startMonth, promo.chargedInMonth));
    texts.push(
      `${formatCentsAsDollars(promo.chargedCents)} of deferred interest on ${d.name} is charged in ${short(charged)}; paying it off by the end of ${short(promo.endsOn)} avoids it`,
    );
  }
  return texts;
}
