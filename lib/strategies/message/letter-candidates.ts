import type { AnalysisFacts } from "@/lib/strategies/message/types";
import { promoBelowRate } from "@/lib/debts/promo";
import { formatCents, formatYearMonth, monthlyInterestCents, percentToBps, type CalendarMonth } from "@/lib/payoff";
import type { DebtInput } from "@/lib/payoff/types";
import type { StrategyDebtSnapshot } from "../types";

/** A rate at which asking the lender for less is worth a letter (typical card APRs are above it, loans below). */
const LETTER_WORTHY_BPS = 1800;
const MAX_CANDIDATES = 3;

/** A promo below the regular rate keeps a debt out until it ends (promoBelowRate): it is listed apart. */
export function letterCandidates(
  debts: readonly DebtInput[],
  snapshots: ReadonlyMap<string, StrategyDebtSnapshot>,
  startMonth: CalendarMonth,
): Pick<AnalysisFacts, "negotiationCandidates" | "negotiationAfterPromo"> {
  const month = formatYearMonth(startMonth);
  const worthy = debts
    .map((d) => ({ d, snapshot: snapshots.get(d.id)!, bps: percentToBps(d.aprPercent) }))
    .filter(({ bps }) => bps >= LETTER_WORTHY_BPS)
    .map((c) => ({ ...c, monthly: monthlyInterestCents(c.d.balanceCents, c.bps) }))
    .sort((a, b) => b.monthly - a.monthly);
  const waiting = worthy.filter(({ snapshot }) => promoBelowRate(snapshot, month) !== null);
  return {
    negotiationCandidates: worthy
      .filter((c) => !waiting.includes(c))
      .slice(0, MAX_CANDIDATES)
      .map(({ d, snapshot, monthly }) => ({
        debtName: d.name,
        interestRate: snapshot.interestRate,
        monthlyInterest: formatCents(monthly),
      })),
    negotiationAfterPromo: waiting.slice(0, MAX_CANDIDATES).map(({ d, snapshot }) => ({
      debtName: d.name,
      promoRate: snapshot.promoRate ?? "0",
      endsOn: snapshot.promoEndsOn!,
      regularRate: snapshot.interestRate,
    })),
  };
}
