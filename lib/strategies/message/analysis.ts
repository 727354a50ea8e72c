import "server-only";
import { dateFromMonth } from "@/lib/dates";
import { db } from "@/lib/db";
import type { AnalysisFacts } from "@/lib/strategies/message/types";
import { decimalToCents } from "@/lib/payoff/money";
import {
  addMonthsToCalendarMonth,
  formatCents,
  formatYearMonth,
  type CalendarMonth,
  type DebtInput,
  type PlanResult,
} from "@/lib/payoff";
import { letterCandidates } from "./letter-candidates";
import type { StrategyDebtSnapshot } from "../types";

// Basic and Pro's longer analysis (docs/product-rules.md "Plans and limits"): what only the user's records can say.

export async function analysisFacts(args: {
  userId: string;
  plan: PlanResult;
  debts: readonly DebtInput[];
  snapshots: ReadonlyMap<string, StrategyDebtSnapshot>;
  startMonth: CalendarMonth;
}): Promise<AnalysisFacts> {
  const { plan, debts, snapshots } = args;
  const name = (id: string) => snapshots.get(id)!.name;
  const promos = plan.feasible
    ? plan.debts.flatMap((d) => {
        if (!d.promo) return [];
        const snapshot = snapshots.get(d.id)!;
        return [
          {
            debtName: snapshot.name,
            promoRate: snapshot.promoRate ?? "0",
            regularRate: snapshot.interestRate,
            endsOn: d.promo.endsOn,
            deferred: d.promo.deferredInterest,
            atRisk: d.promo.deferredInterest ? formatCents(d.promo.atRiskCents) : null,
            paidOffBeforeEnd: d.payoffMonth <= d.promo.endsInMonth,
          },
        ];
      })
    : [];
  return {
    order: plan.targetOrder.map(name),
    ...(plan.feasible &&
      plan.strategy !== "custom" && {
        deadlineFirst: plan.debts.filter((d) => d.promo?.deferredInterest).map((d) => name(d.id)),
      }),
    promos,
    ...letterCandidates(debts, snapshots, args.startMonth),
    lastMonth: await lastMonthPayments(args.userId, addMonthsToCalendarMonth(args.startMonth, -1)),
  };
}

/** The payments dated in `month` (UTC days, as payment dates are), with the ledger's interest/principal split. */
async function lastMonthPayments(userId: string, month: CalendarMonth): Promise<AnalysisFacts["lastMonth"]> {
  const from = dateFromMonth(month);
  const to = dateFromMonth(addMonthsToCalendarMonth(month, 1));
  const sums = await db.payment.aggregate({
    where: { userId, paymentDate: { gte: from, lt: to } },
    _count: { _all: true },
    _sum: { amount: true, interestPortion: true, principalPortion: true },
  });
  if (sums._count._all === 0) return null;
  const cents = (value: { toFixed(digits: number): string } | null) => (value ? decimalToCents(value) : 0);
  return {
    month: formatYearMonth(month),
    payments: sums._count._all,
    paid: formatCents(cents(sums._sum.amount)),
    interestPaid: formatCents(cents(sums._sum.interestPortion)),
    principalPaid: formatCents(cents(sums._sum.principalPortion)),
  };
}
