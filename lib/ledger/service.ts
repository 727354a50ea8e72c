import "server-only";
import { clockNow } from "@/lib/clock";
import { db } from "@/lib/db";
import { userToday } from "@/lib/account/time-zone";
import { dateFromDay, dateFromMonth, dayFromDate, todayIn } from "@/lib/dates";
import { EARLIEST_ZONE, effectiveTimeZone } from "@/lib/time-zones";
import { lockOwnedDebt, lockUserRow } from "@/lib/db/locks";
import {
  idAfter,
  keysetOrder,
  pageThrough,
  userIdFilter,
  type JobProgress,
  type Paging,
  type UserIds,
} from "@/lib/cron/paging";
import type { Debt, LedgerEntryKind, Prisma } from "@/lib/generated/prisma/client";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import { addMonthsToCalendarMonth } from "@/lib/payoff/calendar";
import {
  aprBpsOf,
  deferredInterestNote,
  DEFERRED_NOTE_PREFIX,
  interestToComeCents,
  isDeferredCharge,
  ledgerPromoOf,
  signedCents,
  type InterestDebt,
} from "./rows";
import { accrualDayOf, replayLedger, type InterestCharge, type LedgerMove, type PaymentSplit } from "./rules";
import { debtMonths } from "./months";
import type { DebtMonthsDto } from "./types";
import { notFound } from "@/lib/errors";

// docs/product-rules.md "The balance ledger". The debt's `balance` column is the sum of its rows, kept in step in the
// same transaction; after a change dated D, syncDebtLedger charges every month from D on anew (earlier months stay as
// charged). Callers hold the user's row lock, then the debt's (lib/db/locks.ts).

type Tx = Prisma.TransactionClient;

export interface LedgerRowInput {
  kind: Exclude<LedgerEntryKind, "interest">;
  /** Signed cents: + raises the balance. */
  cents: number;
  day: string;
  paymentId?: string;
  note?: string | null;
}

export async function addLedgerRow(tx: Tx, debt: Pick<Debt, "id" | "userId">, row: LedgerRowInput): Promise<string> {
  const { id } = await tx.ledgerEntry.create({
    data: {
      debtId: debt.id,
      userId: debt.userId,
      kind: row.kind,
      amount: formatCents(row.cents),
      effectiveOn: dateFromDay(row.day),
      paymentId: row.paymentId ?? null,
      note: row.note ?? null,
    },
    select: { id: true },
  });
  return id;
}

export async function openedOn(tx: Tx, debtId: string): Promise<string | null> {
  const opening = await tx.ledgerEntry.findFirst({
    where: { debtId, kind: "opening" },
    orderBy: { effectiveOn: "asc" },
    select: { effectiveOn: true },
  });
  return opening ? dayFromDate(opening.effectiveOn) : null;
}

/** Re-derives interest from `from` on, the payment splits, the balance, closedAt and the next accrual day. */
export async function syncDebtLedger(
  tx: Tx,
  debtId: string,
  { from, today }: { from: string; today: string },
): Promise<{ debt: Debt; splits: Map<string, PaymentSplit> }> {
  const debt = await tx.debt.findUniqueOrThrow({ where: { id: debtId } });
  const rows = await tx.ledgerEntry.findMany({ where: { debtId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

  const moves: LedgerMove[] = [];
  const interestRows: (InterestCharge & { id: string })[] = [];
  const deferredRows: (InterestCharge & { id: string })[] = [];
  let openedOn: string | null = null;
  rows.forEach((row, order) => {
    const day = dayFromDate(row.effectiveOn);
    if (row.kind === "interest") {
      interestRows.push({
        id: row.id,
        month: row.interestMonth ?? day.slice(0, 7),
        day,
        cents: signedCents(row.amount),
      });
      return;
    }
    if (isDeferredCharge(row)) {
      deferredRows.push({ id: row.id, month: day.slice(0, 7), day, cents: signedCents(row.amount) });
      return;
    }
    if (row.kind === "opening" && (openedOn === null || day < openedOn)) openedOn = day;
    moves.push({ key: row.paymentId ?? row.id, kind: row.kind, day, cents: signedCents(row.amount), order });
  });

  const promo = ledgerPromoOf(debt);
  const result = replayLedger({
    moves,
    aprBps: aprBpsOf(debt),
    promo,
    accrualDay: accrualDayOf(debt),
    openedOn: openedOn ?? dayFromDate(debt.createdAt),
    through: today,
    kept: interestRows.filter((r) => r.day < from),
    keptDeferred: deferredRows.find((r) => r.day < from) ?? null,
  });

  const wanted = new Map(result.interest.filter((i) => i.day >= from).map((i) => [i.month, i]));
  for (const row of interestRows.filter((r) => r.day >= from)) {
    const want = wanted.get(row.month);
    if (want && want.day === row.day && want.cents === row.cents) wanted.delete(row.month);
    else await tx.ledgerEntry.delete({ where: { id: row.id } });
  }
  if (wanted.size > 0) {
    await tx.ledgerEntry.createMany({
      data: [...wanted.values()].map((i) => ({
        debtId,
        userId: debt.userId,
        kind: "interest" as const,
        amount: formatCents(i.cents),
        effectiveOn: dateFromDay(i.day),
        interestMonth: i.month,
      })),
    });
  }
  let wantDeferred = result.deferred && result.deferred.day >= from ? result.deferred : null;
  for (const row of deferredRows.filter((r) => r.day >= from)) {
    if (wantDeferred && wantDeferred.day === row.day && wantDeferred.cents === row.cents) wantDeferred = null;
    else await tx.ledgerEntry.delete({ where: { id: row.id } });
  }
  if (wantDeferred && promo) {
    await addLedgerRow(tx, debt, {
      kind: "charge",
      cents: wantDeferred.cents,
      day: wantDeferred.day,
      note: deferredInterestNote(promo.endsOn),
    });
  }

  await storeSplits(tx, debtId, result.splits);

  const closed = result.balanceCents <= 0;
  const updated = await tx.debt.update({
    where: { id: debtId },
    data: {
      balance: formatCents(result.balanceCents),
      closedAt: closed ? (debt.closedAt ?? clockNow()) : null,
      nextInterestOn: closed || debt.archivedAt ? null : dateFromDay(result.nextAccrualOn),
    },
  });
  return { debt: updated, splits: result.splits };
}

async function storeSplits(tx: Tx, debtId: string, splits: Map<string, PaymentSplit>): Promise<void> {
  if (splits.size === 0) return;
  const payments = await tx.payment.findMany({
    where: { debtId, id: { in: [...splits.keys()] } },
    select: { id: true, interestPortion: true, principalPortion: true },
  });
  for (const p of payments) {
    const split = splits.get(p.id)!;
    if (
      decimalToCents(p.interestPortion) === split.interestCents &&
      decimalToCents(p.principalPortion) === split.principalCents
    )
      continue;
    await tx.payment.update({
      where: { id: p.id },
      data: { interestPortion: formatCents(split.interestCents), principalPortion: formatCents(split.principalCents) },
    });
  }
}

function interestDue(debt: Pick<Debt, "closedAt" | "nextInterestOn">, today: string): boolean {
  return debt.closedAt === null && debt.nextInterestOn !== null && dayFromDate(debt.nextInterestOn) <= today;
}

/** The rows must include every debt that accrues: they say whether interest came due, so usually one read is all. */
export async function readCaughtUp<T extends Pick<Debt, "closedAt" | "nextInterestOn">>(
  userId: string,
  read: () => Promise<T[]>,
  givenToday?: string,
): Promise<T[]> {
  const today = givenToday ?? (await userToday(userId));
  const rows = await read();
  if (!rows.some((row) => interestDue(row, today))) return rows;
  await catchUpInterest(userId, today);
  return read();
}

/** Called before anything shows or checks a balance, so a run with no scheduler (keyless local) is still right. */
export async function catchUpInterest(userId: string, givenToday?: string): Promise<void> {
  // The user's own day (docs/product-rules.md "The product's clock"): interest comes due on their calendar.
  const today = givenToday ?? (await userToday(userId));
  const due = await db.debt.findMany({
    where: { userId, closedAt: null, nextInterestOn: { lte: dateFromDay(today) } },
    select: { id: true },
  });
  if (due.length === 0) return;
  await db.$transaction(
    async (tx) => {
      await lockUserRow(tx, userId);
      for (const { id } of due) {
        await lockOwnedDebt(tx, userId, id);
        // Re-read under the lock: a concurrent request may have caught this debt up already.
        const { nextInterestOn, closedAt } = await tx.debt.findUniqueOrThrow({
          where: { id },
          select: { nextInterestOn: true, closedAt: true },
        });
        if (closedAt || !nextInterestOn || dayFromDate(nextInterestOn) > today) continue;
        await syncDebtLedger(tx, id, { from: dayFromDate(nextInterestOn), today });
      }
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/** One transaction per user, a page at a time (lib/cron/paging.ts); `userIds` keeps the pass to those users (tests). */
export async function catchUpInterestForAll(
  now = clockNow(),
  paging: Paging & { userIds?: UserIds } = {},
): Promise<JobProgress> {
  // No user's day is later than the one on the first zone to reach it; each user's own is worked out below.
  const latestToday = todayIn(EARLIEST_ZONE, now);
  return pageThrough(
    paging,
    (page) =>
      db.user.findMany({
        where: {
          id: { ...idAfter(page), ...userIdFilter(paging.userIds) },
          debts: { some: { closedAt: null, nextInterestOn: { lte: dateFromDay(latestToday) } } },
        },
        ...keysetOrder(page),
        select: { id: true, timeZone: true },
      }),
    async (users) => {
      for (const { id, timeZone } of users) await catchUpInterest(id, todayIn(effectiveTimeZone(timeZone), now));
    },
  );
}

/** GET /api/debts/{id}/months: an archived debt's history stays readable by its owner. */
export async function getDebtMonths(userId: string, debtId: string): Promise<DebtMonthsDto> {
  const today = await userToday(userId);
  await catchUpInterest(userId, today);
  const debt = await db.debt.findFirst({
    where: { id: debtId, userId },
    select: {
      id: true,
      name: true,
      archivedAt: true,
      ledger: {
        select: { kind: true, effectiveOn: true, amount: true, note: true },
        // The recording order within a day, as the ledger applies them (lib/ledger/rules.ts).
        orderBy: [{ effectiveOn: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!debt) throw notFound("Debt");
  const rows = debt.ledger.map((r) => ({
    kind: r.kind,
    day: dayFromDate(r.effectiveOn),
    cents: signedCents(r.amount),
    note: r.note,
  }));
  return {
    debtId: debt.id,
    name: debt.name,
    archived: debt.archivedAt !== null,
    months: debtMonths(rows, today.slice(0, 7)),
  };
}

/** The sum of the debt's ledger rows: what its balance column must always equal (the tests check it). */
export async function ledgerBalanceCents(tx: Tx | typeof db, debtId: string): Promise<number> {
  const rows = await tx.ledgerEntry.findMany({ where: { debtId }, select: { amount: true } });
  return rows.reduce((sum, r) => sum + signedCents(r.amount), 0);
}

export interface MonthInterest {
  debtId: string;
  chargedCents: number;
  toComeCents: number;
}

/** Catch interest up first (catchUpInterest), or a charge that came due counts as still to come. */
export async function interestInMonth(
  userId: string,
  debts: readonly InterestDebt[],
  month: { year: number; month: number },
): Promise<MonthInterest[]> {
  const start = dateFromMonth(month);
  const end = dateFromMonth(addMonthsToCalendarMonth(month, 1));
  const charged = await db.ledgerEntry.groupBy({
    by: ["debtId"],
    where: { userId, ...INTEREST_ROWS, effectiveOn: { gte: start, lt: end }, debtId: { in: debts.map((d) => d.id) } },
    _sum: { amount: true },
    orderBy: { debtId: "asc" },
  });
  const chargedCents = new Map(charged.map((r) => [r.debtId, r._sum?.amount ? signedCents(r._sum.amount) : 0]));
  return debts.map((d) => ({
    debtId: d.id,
    chargedCents: chargedCents.get(d.id) ?? 0,
    toComeCents: interestToComeCents(d, end),
  }));
}

// lib/plan/service.ts readMonthDebts says the same in SQL; change both together.
const INTEREST_ROWS = {
  OR: [{ kind: "interest" as const }, { kind: "charge" as const, note: { startsWith: DEFERRED_NOTE_PREFIX } }],
};
