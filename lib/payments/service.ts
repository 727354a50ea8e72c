import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { toDebtDto } from "@/lib/debts/stored";
import { rewardCorrectedPayment, rewardLoggedPayment, rewardUndonePayment } from "@/lib/gamification/payment-rewards";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import { formatCentsAsDollars } from "@/lib/format";
import { formatCents, parseMoneyToCents, decimalToCents } from "@/lib/payoff/money";
import { refuseFutureDay, userToday } from "@/lib/account/time-zone";
import { addDays, dateFromDay, dayFromDate } from "@/lib/dates";
import { lockOwnedDebt, lockUserRow } from "@/lib/db/locks";
import { signedCents } from "@/lib/ledger/rows";
import { addLedgerRow, catchUpInterest, openedOn, syncDebtLedger } from "@/lib/ledger/service";
import type { TLogPayment, TPaymentFilter, TUpdatePayment } from "@/lib/validations/payments";
import { paymentsCsv } from "./csv";
import type { PaymentChangeDto, PaymentDto } from "./types";

// Payment logging: the balance change, the payment row and every gamification consequence (streak, badges, XP
// events, written by lib/gamification/payment-rewards.ts) happen in ONE transaction, so a failure leaves nothing half-written and the rewards always match the
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

export async function logPayment(userId: string, input: TLogPayment): Promise<LogPaymentResultDto> {
  // The user's own day: a payment made today where they are is never in the future (docs/product-rules.md "The
  // product's clock").
  const today = await userToday(userId);
  await refuseFutureDay(userId, input.paymentDate, { field: "paymentDate", label: "Payment date", today });
  // The balance a payment is checked against includes every month of interest that came due.
  await catchUpInterest(userId, today);

  return db.$transaction(
    (tx) => logPaymentInTx(tx, userId, input, today),
    // Concurrent logs of one user queue on the user lock, so allow for waiting behind a few of them.
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/**
 * Logs one payment inside the caller's transaction (logPayment's own, or a file import applying many lines at once,
 * lib/imports/service.ts): the user's row, then the debt's, are locked here; interest must have been caught up.
 */
export async function logPaymentInTx(
  tx: Tx,
  userId: string,
  input: TLogPayment,
  today: string,
): Promise<LogPaymentResultDto> {
  const amountCents = parseMoneyToCents(input.amount);
  await lockUserRow(tx, userId);
  await lockOwnedDebt(tx, userId, input.debtId);
  const debt = await tx.debt.findUniqueOrThrow({ where: { id: input.debtId } });
  if (debt.archivedAt) throw notFound("Debt");
  if (debt.closedAt) throw new AppError("conflict", "This debt is already paid off");
  await checkNotBeforeOpening(tx, debt.id, input.paymentDate);

  const balanceCents = decimalToCents(debt.balance);
  if (amountCents > balanceCents) throw overpayment(amountCents, balanceCents);

  const payment = await tx.payment.create({
    data: {
      debtId: debt.id,
      userId,
      amount: input.amount,
      description: input.description,
      paymentDate: dateFromDay(input.paymentDate),
    },
  });
  await addLedgerRow(tx, debt, {
    kind: "payment",
    cents: -amountCents,
    day: input.paymentDate,
    paymentId: payment.id,
  });
  const updatedDebt = await settle(tx, debt.id, input.paymentDate, amountCents, today);
  const debtClosed = updatedDebt.closedAt !== null;

  const { newBadges, updatedStreak, xpGained } = await rewardLoggedPayment(
    tx,
    userId,
    {
      paymentId: payment.id,
      paymentDate: input.paymentDate,
      amountCents,
      debt: { id: debt.id, name: debt.name, minPaymentCents: decimalToCents(debt.minPayment), closed: debtClosed },
    },
    today,
  );

  return {
    newBadges,
    updatedStreak,
    debtClosed,
    xpGained,
    payment: toPaymentDto(await tx.payment.findUniqueOrThrow({ where: { id: payment.id } })),
    debt: toDebtDto(updatedDebt),
  } satisfies LogPaymentResultDto;
}

/**
 * PATCH /api/payments/{id}: corrects a payment's amount, date or note. The balance follows (its ledger row moves,
 * the months from the earlier of the two dates are charged again), then every reward is made to equal what the
 * payments now earn (lib/gamification/reconcile.ts). Another user's payment is a 404.
 */
export async function updatePayment(
  userId: string,
  paymentId: string,
  input: TUpdatePayment,
): Promise<PaymentChangeDto> {
  const today = await userToday(userId);
  if (input.paymentDate)
    await refuseFutureDay(userId, input.paymentDate, { field: "paymentDate", label: "Payment date", today });
  await catchUpInterest(userId, today);
  return db.$transaction(
    async (tx) => {
      const { payment, row, debt } = await lockPayment(tx, userId, paymentId);
      const oldCents = decimalToCents(payment.amount);
      const newCents = input.amount !== undefined ? parseMoneyToCents(input.amount) : oldCents;
      const oldDay = dayFromDate(payment.paymentDate);
      const newDay = input.paymentDate ?? oldDay;
      if (newDay !== oldDay) await checkNotBeforeOpening(tx, payment.debtId, newDay);
      // The most it can be: what is owed now plus what this payment already took off.
      const maxCents = signedCents(debt.balance) + oldCents;
      if (newCents > maxCents) throw overpayment(newCents, maxCents);

      await tx.payment.update({
        where: { id: payment.id },
        data: {
          amount: formatCents(newCents),
          paymentDate: dateFromDay(newDay),
          ...(input.note !== undefined && { description: input.note || "Payment" }),
        },
      });
      if (row) {
        await tx.ledgerEntry.update({
          where: { id: row.id },
          data: { amount: formatCents(-newCents), effectiveOn: dateFromDay(newDay) },
        });
      } else {
        await adjustOpeningForEarlierPayment(tx, payment.debtId, oldDay, newDay, oldCents - newCents);
      }
      const updatedDebt = await settle(tx, payment.debtId, newDay < oldDay ? newDay : oldDay, newCents, today);

      const badges = await rewardCorrectedPayment(tx, userId, payment, { amountCents: newCents, debtName: debt.name });
      return {
        payment: toPaymentDto(await tx.payment.findUniqueOrThrow({ where: { id: payment.id } })),
        debt: toDebtDto(updatedDebt),
        ...badges,
      };
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/**
 * DELETE /api/payments/{id}: undoes a payment. The balance goes back up by it and by the interest it had saved
 * since; its XP event goes, and rewards are recomputed from the payments that remain.
 */
export async function deletePayment(userId: string, paymentId: string): Promise<PaymentChangeDto> {
  const today = await userToday(userId);
  await catchUpInterest(userId, today);
  return db.$transaction((tx) => deletePaymentInTx(tx, userId, paymentId, today), {
    maxWait: 10_000,
    timeout: 20_000,
  });
}

/** deletePayment inside the caller's transaction (also undoing a file import, lib/imports/apply.ts). */
export async function deletePaymentInTx(
  tx: Tx,
  userId: string,
  paymentId: string,
  today: string,
): Promise<PaymentChangeDto> {
  const { payment, row } = await lockPayment(tx, userId, paymentId);
  const day = dayFromDate(payment.paymentDate);
  const cents = decimalToCents(payment.amount);
  await tx.payment.delete({ where: { id: payment.id } }); // its ledger row goes with it (cascade)
  if (!row) await adjustOpeningForEarlierPayment(tx, payment.debtId, day, day, cents);
  const { debt } = await syncDebtLedger(tx, payment.debtId, { from: day, today });
  // The payment's event carries its id, not a reference, so it is found the same after the row is gone.
  const badges = await rewardUndonePayment(tx, userId, payment);
  return { payment: null, debt: toDebtDto(debt), ...badges };
}

/** The user's payment, its ledger row and its debt, with the user's row and then the debt's locked; 404 otherwise. */
async function lockPayment(tx: Tx, userId: string, paymentId: string) {
  await lockUserRow(tx, userId);
  const payment = await tx.payment.findFirst({ where: { id: paymentId, userId } });
  if (!payment) throw notFound("Payment");
  await lockOwnedDebt(tx, userId, payment.debtId);
  const debt = await tx.debt.findUniqueOrThrow({ where: { id: payment.debtId } });
  if (debt.archivedAt)
    throw new AppError("conflict", "This payment's debt was removed: its history is kept as it was.");
  const row = await tx.ledgerEntry.findUnique({ where: { paymentId: payment.id } });
  return { payment, row, debt };
}

/**
 * A payment logged before the debt's ledger began is inside its opening balance (docs/product-rules.md "The balance ledger"):
 * changing it by `deltaCents` (what the balance should rise by) changes the opening; its date may move only
 * among the days before that opening.
 */
async function adjustOpeningForEarlierPayment(
  tx: Tx,
  debtId: string,
  oldDay: string,
  newDay: string,
  deltaCents: number,
): Promise<void> {
  const opening = await tx.ledgerEntry.findFirstOrThrow({
    where: { debtId, kind: "opening" },
    orderBy: { effectiveOn: "asc" },
  });
  const openedOn = dayFromDate(opening.effectiveOn);
  if (newDay !== oldDay && newDay >= openedOn) {
    throw fieldError(
      "paymentDate",
      `This payment was logged before ${openedOn}, when DebtWise began keeping this debt's history: its date must stay before then.`,
    );
  }
  if (deltaCents !== 0) {
    await tx.ledgerEntry.update({
      where: { id: opening.id },
      data: { amount: formatCents(signedCents(opening.amount) + deltaCents) },
    });
  }
}

/**
 * The user's payments, newest first; with a debtId only that debt's (another user's debt answers 404), with
 * from/to only those dated in that range (inclusive).
 */
export async function listPayments(userId: string, filter: TPaymentFilter = {}): Promise<PaymentDto[]> {
  const { debtId, from, to } = filter;
  if (debtId !== undefined) {
    const owned = await db.debt.count({ where: { id: debtId, userId } });
    if (owned === 0) throw notFound("Debt");
  }
  await catchUpInterest(userId);
  const payments = await db.payment.findMany({
    where: {
      userId,
      ...(debtId !== undefined && { debtId }),
      ...((from || to) && {
        paymentDate: { ...(from && { gte: dateFromDay(from) }), ...(to && { lte: dateFromDay(to) }) },
      }),
    },
    orderBy: [{ paymentDate: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return payments.map(toPaymentDto);
}

/** The same payments as CSV, each with its debt's name. */
export async function exportPayments(userId: string, filter: TPaymentFilter = {}): Promise<string> {
  const payments = await listPayments(userId, filter);
  const debts = await db.debt.findMany({ where: { userId }, select: { id: true, name: true } });
  return paymentsCsv(payments, new Map(debts.map((d) => [d.id, d.name])));
}

export function toPaymentDto(payment: Payment): PaymentDto {
  return {
    id: payment.id,
    debtId: payment.debtId,
    amount: payment.amount.toFixed(2),
    description: payment.description,
    paymentDate: dayFromDate(payment.paymentDate),
    interestPortion: payment.interestPortion.toFixed(2),
    principalPortion: payment.principalPortion.toFixed(2),
  };
}

/**
 * A payment dated before the day the debt's balance was entered is already inside that balance. One day of grace:
 * the opening is dated in UTC, and in the US evening the user's own "today" is still the day before.
 */
async function checkNotBeforeOpening(tx: Tx, debtId: string, paymentDate: string): Promise<void> {
  const opened = await openedOn(tx, debtId);
  if (!opened) return;
  const earliest = addDays(opened, -1);
  if (paymentDate < earliest) {
    throw fieldError(
      "paymentDate",
      `Payment date cannot be before ${earliest}: the balance you entered for this debt already includes earlier payments.`,
    );
  }
}

function overpayment(amountCents: number, maxCents: number): AppError {
  return fieldError(
    "amount",
    `Payment of ${formatCentsAsDollars(amountCents)} is more than the remaining balance of ${formatCentsAsDollars(maxCents)}.`,
  );
}

/**
 * Re-derives the debt from its rows after a payment of `amountCents` dated `day` was written. A backdated payment
 * lowers the interest charged since, so it can clear more than the balance showed: then it is too large by what
 * the balance went below zero.
 */
async function settle(tx: Tx, debtId: string, day: string, amountCents: number, today: string) {
  const { debt } = await syncDebtLedger(tx, debtId, { from: day, today });
  const balanceCents = signedCents(debt.balance);
  if (balanceCents < 0) throw overpayment(amountCents, amountCents + balanceCents);
  return debt;
}
