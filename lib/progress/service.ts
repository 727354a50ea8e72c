import "server-only";
import { clockNow } from "@/lib/clock";
import { hasFeature, upgradeMessage } from "@/lib/billing/gates";
import { userToday } from "@/lib/account/time-zone";
import { calendarMonthOfDay, dateFromDay, dateFromMonth, dayFromDate } from "@/lib/dates";
import { db } from "@/lib/db";
import { isInterestCost, signedCents } from "@/lib/ledger/rows";
import { catchUpInterest } from "@/lib/ledger/service";
import { addMonthsToCalendarMonth, decimalToCents, formatCents, formatYearMonth, parseYearMonth } from "@/lib/payoff";
import { ADDED_ORDER, toEngineDebt } from "@/lib/debts/stored";
import { accrualDayOf } from "@/lib/ledger/rules";
import { loadMonthDebts } from "@/lib/plan/month-debts";
import { choiceOf } from "@/lib/plan/stored";
import { DEFAULT_PLAN, minimumsCents, parseBaseline } from "@/lib/plan/this-month";
import {
  minimumsOnlyLine,
  monthEndTotals,
  monthRange,
  plannedAt,
  type DatedCents,
  type DatedVersion,
  type OpenedDebt,
} from "./rules";
import { actualPace, forecast, PACE_MONTHS } from "./forecast";
import type { ForecastDto, ProgressDto } from "./types";

// Archived debts are left out of every total (docs/product-rules.md "The balance ledger") except interestPaidToDate:
// that is money the user paid, whatever became of the debt.

export async function getProgress(
  user: { id: string; subscriptionPlan: string },
  now = clockNow(),
): Promise<ProgressDto> {
  const today = await userToday(user.id, now);
  await catchUpInterest(user.id, today);
  const ownDebts = { userId: user.id, archivedAt: null };
  // One snapshot (REPEATABLE READ), so a payment logged in between is in every figure or in none.
  const [debts, ledger, paid, versionRows] = await db.$transaction(
    [
      db.debt.findMany({
        where: ownDebts,
        select: {
          id: true,
          name: true,
          balance: true,
          interestRate: true,
          minPayment: true,
          promoRate: true,
          promoEndsOn: true,
          deferredInterest: true,
          promoStartsOn: true,
          dueDay: true,
          createdAt: true,
        },
      }),
      db.ledgerEntry.findMany({
        where: { userId: user.id, debt: ownDebts, effectiveOn: { lte: dateFromDay(today) } },
        select: { debtId: true, kind: true, amount: true, effectiveOn: true, note: true },
      }),
      db.payment.aggregate({ where: { userId: user.id }, _sum: { interestPortion: true } }),
      db.planVersion.findMany({
        where: { userId: user.id, startedOn: { lte: dateFromDay(today) } },
        orderBy: { startedOn: "asc" },
        select: { startedOn: true, projection: true },
      }),
    ],
    { isolationLevel: "RepeatableRead" },
  );

  const rows = ledger.map((r) => ({
    debtId: r.debtId,
    kind: isInterestCost(r) ? ("interest" as const) : r.kind,
    day: dayFromDate(r.effectiveOn),
    cents: signedCents(r.amount),
  }));
  const currentMonth = today.slice(0, 7);
  const firstDay = rows.reduce((min, r) => (r.day < min ? r.day : min), today);
  const months = monthRange(firstDay.slice(0, 7), currentMonth);
  const actual = monthEndTotals(rows, months);

  const versions = versionRows.flatMap((v): DatedVersion[] => {
    const projection = parseBaseline(v.projection);
    return projection ? [{ startedOn: dayFromDate(v.startedOn), projection }] : [];
  });
  const minimums = minimumsOnlyLine(openedDebts(debts, rows));
  const chargedCents = sumCents(rows.filter((r) => r.kind === "interest"));
  const limited = !hasFeature(user, "goalsAnalytics");

  const answered = months.map((month, i) => {
    const planned = plannedAt(versions, month);
    return {
      month,
      actual: formatCents(actual[i]!),
      planned: planned === null ? null : formatCents(planned),
      minimumsOnly: minimums ? formatCents(minimums.endCents(month)) : null,
    };
  });
  // All three lines start at the first month's opening balance (docs/payoff.md "The saved plan").
  const first = months[0];
  if (first !== undefined && rows.length > 0 && first === firstDay.slice(0, 7)) {
    const openedCents = sumCents(rows.filter((r) => r.kind === "opening" && r.day.slice(0, 7) === first));
    const opening = formatCents(openedCents);
    answered.unshift({
      month: formatYearMonth(addMonthsToCalendarMonth(parseYearMonth(first)!, -1)),
      actual: opening,
      planned: versions.length > 0 ? opening : null,
      minimumsOnly: minimums ? opening : null,
    });
  }
  return {
    // Free keeps the current month (the dashboard's "where am I"); the history is the analytics its plan lacks.
    months: limited ? answered.slice(-1) : answered,
    interestPaidToDate: formatCents(decimalToCents(paid._sum.interestPortion ?? 0)),
    // Negative included: a user charged more than minimums only would have cost saved nothing; "0.00" would hide it.
    interestSavedSoFar: minimums ? formatCents(minimums.interestToDateCents(today) - chargedCents) : null,
    startMonth: versions[0]?.startedOn.slice(0, 7) ?? null,
    limited,
    upgradeMessage: limited ? upgradeMessage("goalsAnalytics") : null,
  };
}

/** Closed debts' payments count: money paid off a debt is part of the pace. */
export async function getForecast(user: { id: string }, now = clockNow()): Promise<ForecastDto> {
  const today = await userToday(user.id, now);
  await catchUpInterest(user.id, today);
  const month = calendarMonthOfDay(today);
  const ownDebts = { userId: user.id, archivedAt: null };
  const [debts, payments, firstOpening, firstPayment, plan] = await db.$transaction(
    [
      db.debt.findMany({ where: { ...ownDebts, closedAt: null }, orderBy: ADDED_ORDER }),
      db.payment.findMany({
        where: {
          userId: user.id,
          debt: ownDebts,
          paymentDate: { gte: dateFromMonth(addMonthsToCalendarMonth(month, -PACE_MONTHS)), lt: dateFromMonth(month) },
        },
        select: { amount: true, paymentDate: true },
      }),
      db.ledgerEntry.aggregate({
        where: { userId: user.id, debt: ownDebts, kind: "opening" },
        _min: { effectiveOn: true },
      }),
      db.payment.aggregate({ where: { userId: user.id, debt: ownDebts }, _min: { paymentDate: true } }),
      db.payoffPlan.findUnique({ where: { userId: user.id } }),
    ],
    { isolationLevel: "RepeatableRead" },
  );
  const starts = [firstOpening._min.effectiveOn, firstPayment._min.paymentDate].flatMap((d) =>
    d ? [dayFromDate(d)] : [],
  );
  const trackingSince = starts.length > 0 ? starts.reduce((a, b) => (a < b ? a : b)) : null;
  const paid = payments.map((p) => ({ day: dayFromDate(p.paymentDate), cents: decimalToCents(p.amount) }));
  const open = debts.map(toEngineDebt);
  return forecast({
    debts: open,
    thisMonth: await loadMonthDebts(user.id, month, today),
    plan: plan ? choiceOf(plan) : { ...DEFAULT_PLAN, monthlyBudgetCents: minimumsCents(open) },
    month,
    pace: actualPace(paid, trackingSince, today),
  });
}

/** The sum of each debt's opening rows: a corrected pre-ledger payment moves the opening. */
function openedDebts(
  debts: (Parameters<typeof toEngineDebt>[0] & {
    promoStartsOn: string | null;
    dueDay: number | null;
    createdAt: Date;
  })[],
  rows: readonly (DatedCents & { debtId: string; kind: string })[],
): OpenedDebt[] {
  const openings = new Map<string, { cents: number; day: string }>();
  for (const r of rows) {
    if (r.kind !== "opening") continue;
    const seen = openings.get(r.debtId);
    openings.set(r.debtId, { cents: (seen?.cents ?? 0) + r.cents, day: seen && seen.day < r.day ? seen.day : r.day });
  }
  return debts.flatMap((d) => {
    const opening = openings.get(d.id);
    return opening
      ? [
          {
            debt: { ...toEngineDebt(d), balanceCents: opening.cents },
            openedOn: opening.day,
            accrualDay: accrualDayOf(d),
            promoStartsOn: d.promoStartsOn,
          },
        ]
      : [];
  });
}

function sumCents(rows: readonly DatedCents[]): number {
  return rows.reduce((sum, r) => sum + r.cents, 0);
}
