import "server-only";
import { clockNow } from "@/lib/clock";
import { hasFeature, requireFeature, upgradeMessage } from "@/lib/billing/gates";
import { dateFromDay, dateFromMonth, dayFromDate, todayUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import { isDeferredCharge, signedCents } from "@/lib/ledger/rows";
import { catchUpInterest } from "@/lib/ledger/service";
import { addMonthsToCalendarMonth, calendarMonthOf, decimalToCents, formatCents } from "@/lib/payoff";
import { ADDED_ORDER, toEngineDebt } from "@/lib/debts/stored";
import { choiceOf } from "@/lib/plan/stored";
import { DEFAULT_PLAN, parseBaseline } from "@/lib/plan/this-month";
import { minimumsOnlyLine, monthEndTotals, monthRange, plannedAt, type DatedCents, type OpenedDebt } from "./rules";
import { actualPace, forecast, PACE_MONTHS } from "./forecast";
import type { ForecastDto, ProgressDto } from "./types";

// GET /api/progress (issue 14 item 6): the user's balance month by month from the ledger, against the first saved
// plan's projection and against paying only the minimums. Every query carries the session user's id. Archived
// debts are left out, as they are from every total (docs/product-rules.md "The balance ledger"), except
// interestPaidToDate: that is money the user paid, shown in the payment history whatever became of the debt.

export async function getProgress(
  user: { id: string; subscriptionPlan: string },
  now = clockNow(),
): Promise<ProgressDto> {
  const today = todayUtc(now);
  await catchUpInterest(user.id, today);
  const ownDebts = { userId: user.id, archivedAt: null };
  // One snapshot (REPEATABLE READ), so a payment logged in between is in every figure or in none.
  const [debts, ledger, paid, plan] = await db.$transaction(
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
        },
      }),
      db.ledgerEntry.findMany({
        where: { userId: user.id, debt: ownDebts, effectiveOn: { lte: dateFromDay(today) } },
        select: { debtId: true, kind: true, amount: true, effectiveOn: true, note: true },
      }),
      db.payment.aggregate({ where: { userId: user.id }, _sum: { interestPortion: true } }),
      db.payoffPlan.findUnique({ where: { userId: user.id }, select: { baseline: true } }),
    ],
    { isolationLevel: "RepeatableRead" },
  );

  // A deferred-interest charge (issue 15) is interest charged too.
  const rows = ledger.map((r) => ({
    debtId: r.debtId,
    kind: isDeferredCharge(r) ? ("interest" as const) : r.kind,
    day: dayFromDate(r.effectiveOn),
    cents: signedCents(r.amount),
  }));
  const currentMonth = today.slice(0, 7);
  const firstDay = rows.reduce((min, r) => (r.day < min ? r.day : min), today);
  const months = monthRange(firstDay.slice(0, 7), currentMonth);
  const actual = monthEndTotals(rows, months);

  const baseline = parseBaseline(plan?.baseline);
  const minimums = minimumsOnlyLine(openedDebts(debts, rows));
  const chargedCents = sumCents(rows.filter((r) => r.kind === "interest"));
  const limited = !hasFeature(user, "goalsAnalytics");

  const answered = months.map((month, i) => {
    const planned = plannedAt(baseline, month);
    return {
      month,
      actual: formatCents(actual[i]!),
      planned: planned === null ? null : formatCents(planned),
      minimumsOnly: minimums ? formatCents(minimums.endCents(month)) : null,
    };
  });
  return {
    // Free keeps the current month (the dashboard's "where am I"); the history is the analytics its plan lacks.
    months: limited ? answered.slice(-1) : answered,
    interestPaidToDate: formatCents(decimalToCents(paid._sum.interestPortion ?? 0)),
    // Answered as computed, negative included: a user charged more than minimums only would have cost (new
    // charges, a statement's correction up) has saved nothing, and "0.00" would hide that. The minimums run
    // counts the whole current month, the ledger only interest charged by today, so early in a month (before the
    // accrual days) this runs ahead by up to one month's interest; it evens out once the month is charged.
    interestSavedSoFar: minimums ? formatCents(minimums.interestThroughCents(currentMonth) - chargedCents) : null,
    startMonth: baseline?.startMonth ?? null,
    limited,
    upgradeMessage: limited ? upgradeMessage("goalsAnalytics") : null,
  };
}

/**
 * GET /api/progress/forecast (issue 16 item 2, Pro; 403 plan_limit otherwise): the saved plan and the actual pace
 * from today's open balances (lib/progress/forecast.ts). The pace counts payments on every debt not archived, closed
 * ones too (money paid off a debt is part of the pace), and tracking starts at the first opening or payment.
 */
export async function getForecast(
  user: { id: string; subscriptionPlan: string },
  now = clockNow(),
): Promise<ForecastDto> {
  requireFeature(user, "forecasting");
  const today = todayUtc(now);
  await catchUpInterest(user.id, today);
  const month = calendarMonthOf(now, "utc");
  const ownDebts = { userId: user.id, archivedAt: null };
  // One snapshot (REPEATABLE READ), as getProgress: a payment logged in between is in the balances and the pace, or in neither.
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
  return forecast({
    debts: debts.map(toEngineDebt),
    plan: plan ? choiceOf(plan) : DEFAULT_PLAN,
    month,
    pace: actualPace(paid, trackingSince, today),
  });
}

/** Each debt at its opening: the sum of its opening rows (a corrected pre-ledger payment moves the opening), from the earliest's month. */
function openedDebts(
  debts: (Parameters<typeof toEngineDebt>[0] & { promoStartsOn: string | null })[],
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
            openedMonth: opening.day.slice(0, 7),
            promoStartsOn: d.promoStartsOn,
          },
        ]
      : [];
  });
}

function sumCents(rows: readonly DatedCents[]): number {
  return rows.reduce((sum, r) => sum + r.cents, 0);
}
