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

// The balance change, the payment row and every reward commit in ONE transaction, so the rewards always match the
// payments that exist. Locks the user's row, then the debt's (docs/product-rules.md "The balance ledger"): the user
// lock serialises one user's logs (streaks and badges are per user), the debt lock makes the balance check safe.

type Tx = Prisma.TransactionClient;

/** Generous for real use; stops scripted XP farming. */
export const LOG_PAYMENT_RATE_LIMIT = { limit: 60, windowSeconds: 60 };

export async function logPayment(userId: string, input: TLogPayment): Promise<LogPaymentResultDto> {
  // The user's own day (docs/product-rules.md "The product's clock").
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

/** Also used by a file import applying many lines in one transaction; interest must have been caught up. */
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
 * The balance follows the corrected payment, then every reward is made to equal what the payments now earn
 * (lib/gamification/reconcile.ts).
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
      // What is owed now plus what this payment already took off.
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

export async function deletePayment(userId: string, paymentId: string): Promise<PaymentChangeDto> {
  const today = await userToday(userId);
  await catchUpInterest(userId, today);
  return db.$transaction((tx) => deletePaymentInTx(tx, userId, paymentId, today), {
    maxWait: 10_000,
    timeout: 20_000,
  });
}

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

// A payment logged before the ledger began is inside the opening balance (docs/product-rules.md "The balance
// ledger"), so changing it changes the opening.
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

// One day of grace: the opening is dated in UTC, and in the US evening the user's own "today" is still the day before.
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

// A backdated payment lowers the interest charged since, so it can clear more than the balance showed.
async function settle(tx: Tx, debtId: string, day: string, amountCents: number, today: string) {
  const { debt } = await syncDebtLedger(tx, debtId, { from: day, today });
  const balanceCents = signedCents(debt.balance);
  if (balanceCents < 0) throw overpayment(amountCents, amountCents + balanceCents);
  return debt;
}
