import "server-only";
import { clockNow } from "@/lib/clock";
import type { Prisma } from "@/lib/generated/prisma/client";
import { challengeShape, completeParticipation } from "@/lib/challenges/activity";
import { isComplete } from "@/lib/challenges/rules";
import {
  AMOUNT_MILESTONES,
  BADGES,
  EMPTY_STREAK,
  EXTRA_MILE_MULTIPLIER,
  STREAK_MILESTONES,
  applyPaymentToStreak,
  badgeFor,
  hasOnPlanRun,
  isPaymentBadge,
  requiredMinimumCents,
  type BadgeCode,
  type BadgeDefinition,
  type MonthTotals,
  type StreakState,
} from "./rules";
import { badgeEvent, challengeCompletedEvent, debtClosedEvent } from "./events";
import { decimalToCents, formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { addMonthsToYearMonth, dateFromDay, dayFromDate } from "@/lib/dates";

// After a payment is edited or undone, every reward is made to equal what the remaining payments earn
// (docs/product-rules.md "XP, levels, streaks and badges"). Runs with the caller's lock on the user's row.

type Tx = Prisma.TransactionClient;

interface PaymentRow {
  amountCents: number;
  paymentDate: string;
  debtMinCents: number;
  createdAt: Date;
}

/** closedOn: the date of the payment that cleared the debt. */
export async function debtsForBadges(
  tx: Tx,
  userId: string,
): Promise<{ minPaymentCents: number; closedOn: string | null }[]> {
  const rows = await tx.$queryRaw<{ minPayment: string; closedOn: string | null }[]>`
    SELECT d."minPayment"::text AS "minPayment",
           CASE WHEN d."closedAt" IS NULL THEN NULL
                ELSE to_char(COALESCE((SELECT max(p."paymentDate") FROM "Payment" p WHERE p."debtId" = d."id"),
                                      d."closedAt"::date), 'YYYY-MM-DD') END AS "closedOn"
    FROM "Debt" d WHERE d."userId" = ${userId} AND d."archivedAt" IS NULL`;
  return rows.map((d) => ({ minPaymentCents: parseMoneyToCents(d.minPayment), closedOn: d.closedOn }));
}

/** Judged on the whole history, not one payment at a time. */
export function badgesEarnedBy(
  payments: readonly PaymentRow[],
  debts: readonly { minPaymentCents: number; closedOn: string | null }[],
  streak: StreakState,
): Set<BadgeCode> {
  const earned = new Set<BadgeCode>();
  if (payments.length > 0) earned.add("first_payment");
  for (const m of STREAK_MILESTONES) if (streak.longestDays >= m.days) earned.add(m.code);
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  for (const m of AMOUNT_MILESTONES) if (total >= m.cents) earned.add(m.code);
  if (payments.some((p) => p.debtMinCents > 0 && p.amountCents >= EXTRA_MILE_MULTIPLIER * p.debtMinCents))
    earned.add("extra_mile");
  const closed = debts.filter((d) => d.closedOn !== null).length;
  if (closed >= 1) earned.add("first_debt_closed");
  if (closed >= 1 && closed === debts.length) earned.add("all_debts_closed");
  if (hasOnPlanRun(monthTotals(payments, debts))) earned.add("on_plan_3_months");
  return earned;
}

function monthTotals(
  payments: readonly PaymentRow[],
  debts: readonly { minPaymentCents: number; closedOn: string | null }[],
): MonthTotals[] {
  const paid = new Map<string, number>();
  for (const p of payments)
    paid.set(p.paymentDate.slice(0, 7), (paid.get(p.paymentDate.slice(0, 7)) ?? 0) + p.amountCents);
  const months = [...paid.keys()].sort();
  if (months.length === 0) return [];
  const totals: MonthTotals[] = [];
  for (let m = months[0]!; m <= months.at(-1)!; m = addMonthsToYearMonth(m, 1)) {
    totals.push({ month: m, paidCents: paid.get(m) ?? 0, requiredCents: requiredMinimumCents(debts, m) });
  }
  return totals;
}

/** Answers the newly earned badges too: an edit upward can cross a milestone. */
export async function reconcileRewards(
  tx: Tx,
  userId: string,
): Promise<{ withdrawn: BadgeDefinition[]; awarded: BadgeDefinition[] }> {
  const payments = (
    await tx.payment.findMany({
      where: { userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { amount: true, paymentDate: true, createdAt: true, debt: { select: { minPayment: true } } },
    })
  ).map((p) => ({
    amountCents: decimalToCents(p.amount),
    paymentDate: dayFromDate(p.paymentDate),
    debtMinCents: decimalToCents(p.debt.minPayment),
    createdAt: p.createdAt,
  }));

  // In the order they were logged, as logging them built it.
  const streak = payments.reduce((s, p) => applyPaymentToStreak(s, p.paymentDate), EMPTY_STREAK);
  const streakData = {
    currentDays: streak.currentDays,
    longestDays: streak.longestDays,
    lastPaymentDate: streak.lastPaymentDate ? dateFromDay(streak.lastPaymentDate) : null,
  };
  await tx.streak.upsert({ where: { userId }, create: { userId, ...streakData }, update: streakData });

  const debts = await debtsForBadges(tx, userId);
  const earned = badgesEarnedBy(payments, debts, streak);
  const held = new Set(
    (await tx.userBadge.findMany({ where: { userId }, select: { badgeCode: true } })).map(
      (b) => b.badgeCode as BadgeCode,
    ),
  );
  // "Debt Free" once earned stays while any debt is still paid off: adding a new debt later is not undoing it.
  if (held.has("all_debts_closed") && earned.has("first_debt_closed")) earned.add("all_debts_closed");

  // Only the payment badges: a challenge badge stands or falls with its challenge (recountDebtChallenges).
  const withdrawn = BADGES.filter((b) => isPaymentBadge(b) && held.has(b.code) && !earned.has(b.code));
  const awarded = BADGES.filter((b) => isPaymentBadge(b) && earned.has(b.code) && !held.has(b.code));
  for (const badge of withdrawn) {
    await tx.userBadge.deleteMany({ where: { userId, badgeCode: badge.code } });
    await deleteLatestEvent(tx, userId, badgeEvent(badge));
  }
  if (awarded.length > 0) {
    const now = Date.now();
    await tx.userBadge.createMany({ data: awarded.map((b) => ({ userId, badgeCode: b.code })), skipDuplicates: true });
    await tx.gamificationEvent.createMany({
      data: awarded.map((b, i) => ({ ...badgeEvent(b), userId, createdAt: new Date(now + i) })),
    });
  }

  await reopenedDebtsLoseTheirEvent(tx, userId);
  await recountDebtChallenges(tx, userId);
  return { withdrawn, awarded };
}

/** For rows written before events carried links. */
async function deleteLatestEvent(tx: Tx, userId: string, event: { type: string; description: string }): Promise<void> {
  const row = await tx.gamificationEvent.findFirst({
    where: { userId, type: event.type, description: event.description },
    orderBy: { createdAt: "desc" },
  });
  if (row) await tx.gamificationEvent.delete({ where: { id: row.id } });
}

async function reopenedDebtsLoseTheirEvent(tx: Tx, userId: string): Promise<void> {
  const open = await tx.debt.findMany({
    where: { userId, closedAt: null, archivedAt: null },
    select: { id: true, name: true },
  });
  for (const debt of open) {
    const { count } = await tx.gamificationEvent.deleteMany({
      where: { userId, type: "debt_closed", debtId: debt.id },
    });
    if (count === 0) {
      // Older rows carry no debt id.
      const legacy = await tx.gamificationEvent.findFirst({
        where: { userId, type: "debt_closed", debtId: null, description: debtClosedEvent(debt.name).description },
      });
      if (legacy) await tx.gamificationEvent.delete({ where: { id: legacy.id } });
    }
  }
}

/** One that no longer reaches its goal is not complete any more, and its XP goes. */
async function recountDebtChallenges(tx: Tx, userId: string): Promise<void> {
  const participations = await tx.challengeParticipation.findMany({
    where: { userId, challenge: { challengeType: "debt_reduction" } },
    include: { challenge: true },
  });
  for (const p of participations) {
    const sum = await tx.payment.aggregate({
      where: { userId, createdAt: { gte: p.startDate, lte: p.endDate } },
      _sum: { amount: true },
    });
    const progress = sum._sum.amount ? decimalToCents(sum._sum.amount) : 0;
    if (progress === decimalToCents(p.progress)) continue;
    await tx.challengeParticipation.update({ where: { id: p.id }, data: { progress: formatCents(progress) } });
    const shape = challengeShape(p.challenge);
    const now = clockNow();
    if (p.isCompleted && !isComplete(shape, { ...p, progress }, p.completedAt ?? now)) {
      await tx.challengeParticipation.update({ where: { id: p.id }, data: { isCompleted: false, completedAt: null } });
      await deleteLatestEvent(tx, userId, challengeCompletedEvent(p.challenge.title));
      const badge = p.challenge.badgeCode === null ? undefined : badgeFor(p.challenge.badgeCode);
      if (badge) {
        const { count } = await tx.userBadge.deleteMany({ where: { userId, badgeCode: badge.code } });
        if (count > 0) await deleteLatestEvent(tx, userId, badgeEvent(badge));
      }
    } else if (!p.isCompleted && isComplete(shape, { ...p, progress }, now)) {
      await completeParticipation(
        tx,
        { id: p.id, userId, title: p.challenge.title, badgeCode: p.challenge.badgeCode },
        now,
      );
    }
  }
}
