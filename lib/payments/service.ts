import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { recordChallengeActivity } from "@/lib/challenges/activity";
import { toDebtDto } from "@/lib/debts/service";
import {
  BADGES,
  DEBT_CLOSED_XP,
  EMPTY_STREAK,
  addMonths,
  applyPaymentToStreak,
  dayNumber,
  evaluateBadges,
  paymentXp,
  requiredMinimumCents,
  streakAsOf,
  toBadgeDto,
  type BadgeDefinition,
  type MonthTotals,
  type StreakState,
} from "@/lib/gamification/rules";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import { formatCents, formatUsd, parseMoneyToCents, decimalToCents } from "@/lib/payoff/money";
import type { TLogPayment } from "@/lib/validations/payments";
import type { PaymentDto } from "./types";

// Payment logging: the balance change, the payment row and every gamification consequence (streak, badges, XP
// events) happen in ONE transaction, so a failure leaves nothing half-written and the rewards always match the
// payments that exist.
//
// Concurrency: the transaction first locks the user's row (FOR NO KEY UPDATE), then the debt's row (FOR UPDATE),
// the same User-then-Debt order lib/debts/service.ts uses, so the two never deadlock. The user lock serialises all
// payment logs of one user (the streak, the totals behind the badges and the events are per user, not per debt);
// the debt lock makes the balance read-check-write safe against any other writer of that debt. READ COMMITTED is
// enough: every statement after the locks sees everything committed before them.

type Tx = Prisma.TransactionClient;

/** Rate limit for logging payments, per user (generous for real use, stops scripted XP farming). */
export const LOG_PAYMENT_RATE_LIMIT = { limit: 60, windowSeconds: 60 };

/** A payment may be dated at most this many days after today (UTC), for users in time zones ahead of UTC. */
const MAX_DAYS_AHEAD = 1;

export async function logPayment(userId: string, input: TLogPayment): Promise<LogPaymentResultDto> {
  const today = todayUtc();
  if (dayNumber(input.paymentDate) - dayNumber(today) > MAX_DAYS_AHEAD) {
    throw fieldError("paymentDate", "Payment date cannot be in the future.");
  }
  const amountCents = parseMoneyToCents(input.amount);

  return db.$transaction(
    async (tx) => {
      await lockUser(tx, userId);
      const debt = await lockDebt(tx, userId, input.debtId);
      if (debt.closedAt) throw new AppError("conflict", "This debt is already paid off");

      const balanceCents = decimalToCents(debt.balance);
      if (amountCents > balanceCents) {
        throw fieldError(
          "amount",
          `Payment of ${formatUsd(amountCents)} is more than the remaining balance of ${formatUsd(balanceCents)}.`,
        );
      }
      const newBalanceCents = balanceCents - amountCents;
      const debtClosed = newBalanceCents === 0;

      const updatedDebt = await tx.debt.update({
        where: { id: debt.id },
        data: { balance: formatCents(newBalanceCents), ...(debtClosed && { closedAt: new Date() }) },
      });
      const payment = await tx.payment.create({
        data: {
          debtId: debt.id,
          userId,
          amount: input.amount,
          description: input.description,
          paymentDate: dateFromDay(input.paymentDate),
        },
      });

      await recordChallengeActivity(tx, userId, { kind: "debt_payment", amountCents });

      const streak = await updateStreak(tx, userId, input.paymentDate);
      const newBadges = await awardBadges(tx, userId, {
        streak,
        paymentCents: amountCents,
        debtMinPaymentCents: decimalToCents(debt.minPayment),
        paymentMonth: input.paymentDate.slice(0, 7),
      });

      // createdAt 1 ms apart in this order, so the newest-first activity list reads: badges (in catalogue order),
      // then the debt paid off, then the payment itself.
      const events: { type: string; description: string; xpGained: number }[] = [
        {
          type: "payment_logged",
          description: `Logged a ${formatUsd(amountCents)} payment to ${debt.name}`,
          xpGained: paymentXp(amountCents),
        },
      ];
      if (debtClosed) events.push({ type: "debt_closed", description: `Paid off ${debt.name}!`, xpGained: DEBT_CLOSED_XP });
      for (const badge of [...newBadges].reverse()) {
        events.push({ type: "badge_earned", description: `Earned the "${badge.label}" badge`, xpGained: badge.xp });
      }
      const now = Date.now();
      await tx.gamificationEvent.createMany({
        data: events.map((e, i) => ({ ...e, userId, createdAt: new Date(now + i) })),
      });

      return {
        newBadges: newBadges.map(toBadgeDto),
        updatedStreak: streakAsOf(streak, today),
        debtClosed,
        xpGained: events.reduce((sum, e) => sum + e.xpGained, 0),
        payment: toPaymentDto(payment),
        debt: toDebtDto(updatedDebt),
      } satisfies LogPaymentResultDto;
    },
    // Concurrent logs of one user queue on the user lock, so allow for waiting behind a few of them.
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/** The user's payments, newest first; with a debtId only that debt's (another user's debt answers 404). */
export async function listPayments(userId: string, debtId?: string): Promise<PaymentDto[]> {
  if (debtId !== undefined) {
    const owned = await db.debt.count({ where: { id: debtId, userId } });
    if (owned === 0) throw notFound("Debt");
  }
  const payments = await db.payment.findMany({
    where: { userId, ...(debtId !== undefined && { debtId }) },
    orderBy: [{ paymentDate: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return payments.map(toPaymentDto);
}

export function toPaymentDto(payment: Payment): PaymentDto {
  return {
    id: payment.id,
    debtId: payment.debtId,
    amount: payment.amount.toFixed(2),
    description: payment.description,
    paymentDate: dayFromDate(payment.paymentDate),
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function lockUser(tx: Tx, userId: string): Promise<void> {
  // NO KEY UPDATE: conflicts with other payment logs and with the debts service's FOR UPDATE, but not with the
  // KEY SHARE locks that inserting rows referencing the user (sessions, events...) takes.
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (rows.length === 0) throw new AppError("unauthorized", "Unauthorized");
}

async function lockDebt(tx: Tx, userId: string, debtId: string) {
  // userId in the where: another user's debt is indistinguishable from a missing one.
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Debt" WHERE "id" = ${debtId} AND "userId" = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Debt");
  return tx.debt.findUniqueOrThrow({ where: { id: debtId } });
}

async function updateStreak(tx: Tx, userId: string, paymentDate: string): Promise<StreakState> {
  const row = await tx.streak.findUnique({ where: { userId } });
  const before: StreakState = row
    ? { currentDays: row.currentDays, longestDays: row.longestDays, lastPaymentDate: row.lastPaymentDate && dayFromDate(row.lastPaymentDate) }
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

/** Gathers the state the badge rules need (after this payment was written), records and answers new badges. */
async function awardBadges(
  tx: Tx,
  userId: string,
  p: { streak: StreakState; paymentCents: number; debtMinPaymentCents: number; paymentMonth: string },
): Promise<BadgeDefinition[]> {
  // Sequential on purpose: an interactive transaction runs on one connection.
  const earnedRows = await tx.userBadge.findMany({ where: { userId }, select: { badgeCode: true } });
  const totals = await tx.$queryRaw<{ count: number; total: string }[]>`
    SELECT count(*)::int AS "count", COALESCE(sum("amount"), 0)::text AS "total" FROM "Payment" WHERE "userId" = ${userId}`;
  // closedOn: the date of the payment that cleared the debt (its latest payment), for the on-plan rule.
  const debts = await tx.$queryRaw<{ minPayment: string; closedOn: string | null }[]>`
    SELECT d."minPayment"::text AS "minPayment",
           CASE WHEN d."closedAt" IS NULL THEN NULL
                ELSE to_char(COALESCE((SELECT max(p."paymentDate") FROM "Payment" p WHERE p."debtId" = d."id"),
                                      d."closedAt"::date), 'YYYY-MM-DD') END AS "closedOn"
    FROM "Debt" d WHERE d."userId" = ${userId}`;
  const months = await monthTotals(tx, userId, p.paymentMonth, debts.map((d) => ({
    minPaymentCents: parseMoneyToCents(d.minPayment),
    closedOn: d.closedOn,
  })));

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
  // skipDuplicates: the unique (userId, badgeCode) index is the last word; never award twice.
  // One moment for the batch; the summary orders badges earned together by the catalogue.
  const earnedAt = new Date();
  await tx.userBadge.createMany({
    data: codes.map((badgeCode) => ({ userId, badgeCode, earnedAt })),
    skipDuplicates: true,
  });
  return BADGES.filter((b) => codes.includes(b.code));
}

/**
 * Paid and required totals for the months whose 3-month windows include this payment's month (M-2 .. M+2):
 * a backdated payment can complete a run that ends after its own month.
 */
async function monthTotals(
  tx: Tx,
  userId: string,
  paymentMonth: string,
  debts: { minPaymentCents: number; closedOn: string | null }[],
): Promise<MonthTotals[]> {
  const first = addMonths(paymentMonth, -2);
  const end = addMonths(paymentMonth, 3);
  const rows = await tx.$queryRaw<{ month: string; total: string }[]>`
    SELECT to_char("paymentDate", 'YYYY-MM') AS "month", sum("amount")::text AS "total"
    FROM "Payment"
    WHERE "userId" = ${userId} AND "paymentDate" >= ${`${first}-01`}::date AND "paymentDate" < ${`${end}-01`}::date
    GROUP BY 1`;
  const paid = new Map(rows.map((r) => [r.month, parseMoneyToCents(r.total)]));
  return [-2, -1, 0, 1, 2].map((delta) => {
    const month = addMonths(paymentMonth, delta);
    return { month, paidCents: paid.get(month) ?? 0, requiredCents: requiredMinimumCents(debts, month) };
  });
}

/** Today's calendar day in UTC, "YYYY-MM-DD". */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** @db.Date columns travel as UTC midnight. */
function dateFromDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function dayFromDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
