import { monthLabel, monthsLabel, formatDollars } from "@/lib/format";
import type { ForecastDto } from "@/lib/progress/types";

// The Forecast card's sentences, kept pure so they can be unit-tested. Every number is the server's.

/** "$650.00/month over the last 3 months" (or "last month" when only one was counted). */
function paceWords(data: ForecastDto): string {
  const over = data.pace.months === 1 ? "last month" : `the last ${data.pace.months} months`;
  return `${formatDollars(data.pace.monthly ?? "0")}/month over ${over}`;
}

/** The gap in one sentence, e.g. "3 months later and $412.00 more interest than your plan at your pace of ...". */
export function forecastGapSentence(data: ForecastDto): string {
  const pace = paceWords(data);
  switch (data.status) {
    case "not_enough_history":
      return "Log your payments for a full calendar month and your forecast at your own pace appears here.";
    case "never_at_this_pace":
      return `At your pace of ${pace}, your debts are never paid off: it does not cover the interest they add. Your plan pays ${formatDollars(data.plan.monthlyBudget)}/month.`;
  }
  if (data.plan.months === 0) return "You have no open debts to forecast.";
  if (data.gapMonths === null || data.gapInterest === null) {
    return `At your pace of ${pace} you are debt-free by ${monthLabel(data.atPace?.debtFreeDate)}; your plan as saved never pays off.`;
  }
  const interestCents = Math.round(Number(data.gapInterest) * 100);
  if (data.gapMonths === 0 && interestCents === 0)
    return `The same debt-free month and interest as your plan at your pace of ${pace}.`;
  const when =
    data.gapMonths === 0
      ? "The same month"
      : `${monthsLabel(Math.abs(data.gapMonths))} ${data.gapMonths > 0 ? "later" : "sooner"}`;
  const interest =
    interestCents === 0
      ? ""
      : ` and ${formatDollars(Math.abs(interestCents) / 100)} ${interestCents > 0 ? "more" : "less"} interest`;
  return `${when}${interest} than your plan at your pace of ${pace}.`;
}

/** Said when the pace is below the minimums, since the forecast then assumes the minimums are paid. */
export function belowMinimumsNote(data: ForecastDto): string | null {
  if (!data.pace.belowMinimums) return null;
  return `Your pace is below your minimum payments (${formatDollars(data.pace.minimums)}/month), so this forecast assumes you pay the minimums.`;
}

/** Up to this many months the forecast's table lists every month; a longer plan lists each year's last month. */
export const MONTHLY_TABLE_MONTHS = 360;

/**
 * The forecast's "Show the numbers" rows: every month of a plan up to thirty years (the chart's own points), beyond
 * that the twelfth month of each year of the run and the last, so a long plan's table stays readable and small.
 */
export function forecastTableRows<Row>(series: readonly Row[]): readonly Row[] {
  if (series.length <= MONTHLY_TABLE_MONTHS) return series;
  return series.filter((_, k) => (k + 1) % 12 === 0 || k === series.length - 1);
}
