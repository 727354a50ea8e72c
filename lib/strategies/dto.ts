import type { Debt } from "@/lib/generated/prisma/client";
import { formatMoney, formatRate, type ListedDebt } from "@/lib/debts/stored";
import {
  formatCents,
  formatYearMonth,
  planMonthToCalendar,
  type CalendarMonth,
  type FeasiblePlan,
  type LumpSum,
  type PlanResult,
} from "@/lib/payoff";
import type { LumpSumDto } from "@/lib/plan/types";
import type {
  MoreOrderKind,
  PlanKind,
  PlanSummaryDto,
  PromoSummaryDto,
  ScheduleMonth,
  StrategyDebtSnapshot,
  StrategyKind,
} from "./types";

export const MORE_ORDERS: readonly MoreOrderKind[] = [
  "highest_interest_cost",
  "cash_flow_index",
  "highest_utilization",
];
export const COMPARED: readonly PlanKind[] = ["saved", "avalanche", "snowball", "minimums", ...MORE_ORDERS];

export function toSnapshot(debt: Debt | ListedDebt): StrategyDebtSnapshot {
  return {
    id: debt.id,
    name: debt.name,
    balance: formatMoney(debt.balance),
    interestRate: formatRate(debt.interestRate),
    minPayment: formatMoney(debt.minPayment),
    kind: debt.kind,
    promoRate: debt.promoRate === null ? null : formatRate(debt.promoRate),
    promoEndsOn: debt.promoEndsOn,
    deferredInterest: debt.deferredInterest,
    creditLimit: debt.creditLimit === null ? null : formatMoney(debt.creditLimit),
  };
}

export function toPlanSummary(
  plan: PlanResult,
  startMonth: CalendarMonth,
  debts: Map<string, StrategyDebtSnapshot>,
): PlanSummaryDto {
  const monthOf = (planMonth: number) => formatYearMonth(planMonthToCalendar(startMonth, planMonth));
  // A plan that never pays off states its promos too: those plans are the likeliest to be charged deferred interest.
  const promos = (plan.feasible ? plan.debts : plan.promos).flatMap((d): PromoSummaryDto[] => {
    if (!d.promo) return [];
    const snapshot = debts.get(d.id)!;
    const deferred = d.promo.deferredInterest;
    return [
      {
        debtId: d.id,
        name: snapshot.name,
        promoRate: snapshot.promoRate ?? "0",
        endsOn: d.promo.endsOn,
        deferredInterest: deferred,
        atRisk: deferred ? formatCents(d.promo.atRiskCents) : null,
        charged: d.promo.chargedInMonth !== null ? formatCents(d.promo.chargedCents) : null,
        chargedOn: d.promo.chargedInMonth !== null ? monthOf(d.promo.chargedInMonth) : null,
        paidOffOn: d.payoffMonth ? monthOf(d.payoffMonth) : null,
      },
    ];
  });
  if (!plan.feasible) {
    return {
      feasible: false,
      months: null,
      totalInterest: null,
      totalPaid: null,
      debtFreeDate: null,
      // No debt-free date, so no payoff months: the debts in the order the plan would target them.
      payoffOrder: plan.targetOrder.map((id) => ({ id, name: debts.get(id)!.name, payoffMonth: null })),
      reason: plan.message,
      schedule: [],
      ...(promos.length > 0 && { promos }),
    };
  }
  const outcome = new Map(plan.debts.map((d) => [d.id, d]));
  return {
    feasible: true,
    months: plan.months,
    totalInterest: formatCents(plan.totalInterestCents),
    totalPaid: formatCents(plan.totalPaidCents),
    debtFreeDate: plan.debtFreeDate,
    payoffOrder: plan.payoffOrder.map((id) => ({
      id,
      name: debts.get(id)!.name,
      payoffMonth: outcome.get(id)!.payoffMonth,
    })),
    reason: null,
    schedule: toScheduleMonths(plan.schedule ?? [], startMonth),
    ...(promos.length > 0 && { promos }),
    ...(plan.unusedLumpSums.length > 0 && {
      unusedLumpSums: plan.unusedLumpSums.map((l) => ({ amount: formatCents(l.amountCents), month: l.month })),
    }),
  };
}

export function toScheduleMonths(
  schedule: NonNullable<FeasiblePlan["schedule"]>,
  startMonth: CalendarMonth,
): ScheduleMonth[] {
  return schedule.map((row) => ({
    month: row.month,
    date: formatYearMonth(planMonthToCalendar(startMonth, row.month)),
    totalPayment: formatCents(row.totalPaymentCents),
    totalBalance: formatCents(row.totalBalanceCents),
    debts: row.perDebt.map((e) => ({
      id: e.id,
      payment: formatCents(e.paymentCents),
      interest: formatCents(e.interestCents),
      principal: formatCents(e.principalCents),
      balance: formatCents(e.balanceCents),
      ...(e.promo && { promo: true }),
      ...(e.deferredInterestCents !== undefined && { deferredInterest: formatCents(e.deferredInterestCents) }),
    })),
  }));
}

export function toLumpSumDto(lump: LumpSum): LumpSumDto {
  return { amount: formatCents(lump.amountCents), month: formatYearMonth(lump.month) };
}

export function otherOf(kind: StrategyKind): StrategyKind {
  return kind === "avalanche" ? "snowball" : "avalanche";
}

export function savedVersus(other: PlanResult, plan: PlanResult): number | null {
  return other.feasible && plan.feasible ? other.totalInterestCents - plan.totalInterestCents : null;
}

export function centsOrNull(cents: number | null): string | null {
  return cents === null ? null : formatCents(cents);
}
