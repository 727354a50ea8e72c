import "server-only";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { recordChallengeActivity } from "@/lib/challenges/activity";
import { addMonthsToYearMonth, dateFromDay, dayFromDate } from "@/lib/dates";
import { decimalToCents, parseMoneyToCents } from "@/lib/payoff/money";
import { badgeEvent, debtClosedEvent, paymentEvent } from "./events";
import { debtsForBadges, reconcileRewards } from "./reconcile";
import {
  BADGES,
  EMPTY_STREAK,
  applyPaymentToStreak,
  evaluateBadges,
  requiredMinimumCents,
  streakAsOf,
  toBadgeDto,
  type BadgeDefinition,
  type MonthTotals,
  type StreakState,
} from "./rules";
import type { BadgeDto, StreakDto } from "./types";

// Called inside the payment's transaction, after the user's and the debt's locks (lib/db/locks.ts) and after the
// payment is written: the rewards read a consistent state, and a failure rolls back the payment with them.

type Tx = Prisma.TransactionClient;

/** Its debt as the payment left it. */
export interface LoggedPayment {
  paymentId: string;
  paymentDate: string;
  amountCents: number;
  debt: { id: string; name: string; minPaymentCents: number; closed: boolean };
}

/** `today` is the day the streak is shown as of. */
export async function rewardLoggedPayment(
  tx: Tx,
  userId: string,
  p: LoggedPayment,
  today: string,
): Promise<{ newBadges: BadgeDto[]; updatedStreak: StreakDto; xpGained: number }> {
  await recordChallengeActivity(tx, userId, { kind: "debt_payment", amountCents: p.amountCents });

  const streak = await updateStreak(tx, userId, p.paymentDate);
  const newBadges = await awardBadges(tx, userId, {
    streak,
    paymentCents: p.amountCents,
    debtMinPaymentCents: p.debt.minPaymentCents,
    paymentMonth: p.paymentDate.slice(0, 7),
  });

  // createdAt 1 ms apart, so the newest-first feed reads: badges, then the debt paid off, then the payment.
  const events: { type: string; description: string; xpGained: number; paymentId?: string; debtId?: string }[] = [
    { ...paymentEvent(p.amountCents, p.debt.name), paymentId: p.paymentId },
  ];
  if (p.debt.closed) events.push({ ...debtClosedEvent(p.debt.name), debtId: p.debt.id });
  for (const badge of [...newBadges].reverse()) {
    events.push(badgeEvent(badge));
  }
  const now = Date.now();
  await tx.gamificationEvent.createMany({
    data: events.map((e, i) => ({ ...e, userId, createdAt: new Date(now + i) })),
  });

  return {
    newBadges: newBadges.map(toBadgeDto),
    updatedStreak: streakAsOf(streak, today),
    xpGained: events.reduce((sum, e) => sum + e.xpGained, 0),
  };
}

/** After its row, balance and ledger are updated. */
export async function rewardCorrectedPayment(
  tx: Tx,
  userId: string,
  payment: Payment,
  correction: { amountCents: number; debtName: string },
): Promise<{ withdrawnBadges: BadgeDto[]; newBadges: BadgeDto[] }> {
  const event = paymentEvent(correction.amountCents, correction.debtName);
  const linked = await tx.gamificationEvent.updateMany({ where: { userId, paymentId: payment.id }, data: event });
  if (linked.count === 0) await relinkLegacyEvent(tx, userId, payment, { ...event, paymentId: payment.id });
  return reconciled(tx, userId);
}

/** `payment` is the row as it was before it was deleted. */
export async function rewardUndonePayment(
  tx: Tx,
  userId: string,
  payment: Payment,
): Promise<{ withdrawnBadges: BadgeDto[]; newBadges: BadgeDto[] }> {
  const { count } = await tx.gamificationEvent.deleteMany({ where: { userId, paymentId: payment.id } });
  if (count === 0) await relinkLegacyEvent(tx, userId, payment, null);
  return reconciled(tx, userId);
}

async function reconciled(tx: Tx, userId: string): Promise<{ withdrawnBadges: BadgeDto[]; newBadges: BadgeDto[] }> {
  const { withdrawn, awarded } = await reconcileRewards(tx, userId);
  return { withdrawnBadges: withdrawn.map(toBadgeDto), newBadges: awarded.map(toBadgeDto) };
}

/** Events written before they carried a payment id: same description, within a few seconds of the payment. */
async function relinkLegacyEvent(
  tx: Tx,
  userId: string,
  payment: Payment,
  replacement: (ReturnType<typeof paymentEvent> & { paymentId: string }) | null,
): Promise<void> {
  const debt = await tx.debt.findUniqueOrThrow({ where: { id: payment.debtId }, select: { name: true } });
  const around = (ms: number) => new Date(payment.createdAt.getTime() + ms);
  const legacy = await tx.gamificationEvent.findFirst({
    where: {
      userId,
      paymentId: null,
      type: "payment_logged",
      description: paymentEvent(decimalToCents(payment.amount), debt.name).description,
      createdAt: { gte: around(-5_000), lte: around(5_000) },
    },
  });
  if (!legacy) return;
  if (replacement) await tx.gamificationEvent.update({ where: { id: legacy.id }, data: replacement });
  else await tx.gamificationEvent.delete({ where: { id: legacy.id } });
}

async function updateStreak(tx: Tx, userId: string, paymentDate: string): Promise<StreakState> {
  const row = await tx.streak.findUnique({ where: { userId } });
  const before: StreakState = row
    ? {
        currentDays: row.currentDays,
        longestDays: row.longestDays,
        lastPaymentDate: row.lastPaymentDate && dayFromDate(row.lastPaymentDate),
      }
    : EMPTY_STREAK;
  const after = applyPaymentToStreak(before, paymentDate);
  const data = {
    currentDays: after.currentDays,
    longestDays: after.longestDays,
    lastPaymentDate: after.lastPaymentDate ? dateFromDay(after.lastPaymentDate) : null,
  };
  await tx.streak.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return after;
}

async function awardBadges(
  tx: Tx,
  userId: string,
  p: { streak: StreakState; paymentCents: number; debtMinPaymentCents: number; paymentMonth: string },
): Promise<BadgeDefinition[]> {
  // Sequential on purpose: an interactive transaction runs on one connection.
  const earnedRows = await tx.userBadge.findMany({ where: { userId }, select: { badgeCode: true } });
  const totals = await tx.$queryRaw<{ count: number; total: string }[]>`
    SELECT count(*)::int AS "count", COALESCE(sum("amount"), 0)::text AS "total" FROM "Payment" WHERE "userId" = ${userId}`;
  const debts = await debtsForBadges(tx, userId);
  const months = await monthTotals(tx, userId, p.paymentMonth, debts);

  const codes = evaluateBadges({
    earned: new Set(earnedRows.map((r) => r.badgeCode)),
    paymentCount: Number(totals[0]?.count ?? 0),
    totalPaidCents: parseMoneyToCents(totals[0]?.total ?? "0"),
    streak: p.streak,
    paymentCents: p.paymentCents,
    debtMinPaymentCents: p.debtMinPaymentCents,
    closedDebtCount: debts.filter((d) => d.closedOn !== null).length,
    openDebtCount: debts.filter((d) => d.closedOn === null).length,
    months,
  });
  if (codes.length === 0) return [];
  // The unique (userId, badgeCode) index is the last word. One moment for the batch: the catalogue orders them.
  const earnedAt = new Date();
  await tx.userBadge.createMany({
    data: codes.map((badgeCode) => ({ userId, badgeCode, earnedAt })),
    skipDuplicates: true,
  });
  return BADGES.filter((b) => codes.includes(b.code));
}

/** M-2 .. M+2: a backdated payment can complete a run that ends after its own month. */
async function monthTotals(
  tx: Tx,
  userId: string,
  paymentMonth: string,
  debts: { minPaymentCents: number; closedOn: string | null }[],
): Promise<MonthTotals[]> {
  const first = addMonthsToYearMonth(paymentMonth, -2);
  const end = addMonthsToYearMonth(paymentMonth, 3);
  const rows = await tx.$queryRaw<{ month: string; total: string }[]>`
    SELECT to_char("paymentDate", 'YYYY-MM') AS "month", sum("amount")::text AS "total"
    FROM "Payment"
    WHERE "userId" = ${userId} AND "paymentDate" >= ${`${first}-01`}::date AND "paymentDate" < ${`${end}-01`}::date
    GROUP BY 1`;
  const paid = new Map(rows.map((r) => [r.month, parseMoneyToCents(r.total)]));
  return [-2, -1, 0, 1, 2].map((delta) => {
    const month = addMonthsToYearMonth(paymentMonth, delta);
    return { month, paidCents: paid.get(month) ?? 0, requiredCents: requiredMinimumCents(debts, month) };
  });
}
