import "server-only";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { canAddDebt, getPlan, MAX_DEBTS_PER_USER } from "@/lib/billing/plans";
import type { Debt, Prisma } from "@/lib/generated/prisma/client";
import type { TCreateDebt, TUpdateDebt } from "@/lib/validations/debts";
import { todayUtc } from "@/lib/dates";
import { addLedgerRow, catchUpInterest, syncDebtLedger } from "@/lib/ledger/service";
import { decimalToCents, formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import type { DebtDto } from "./types";

// Debts: every query carries userId in its where, so another user's id behaves exactly like a missing one (404).
//
// Locking: a mutation that can change how many OPEN debts a user has (create, re-opening a closed debt) first
// locks the user's row (SELECT ... FOR NO KEY UPDATE), so two concurrent requests are serialised and the plan
// limit is checked against the committed count. NO KEY UPDATE conflicts with itself (and with payment logging's
// identical lock) but not with the KEY SHARE locks that inserting rows referencing the user takes. Lock order is
// always User, then Debt, as in lib/payments/service.ts, so the two never deadlock.

export const PLAN_LIMIT_MESSAGE = "The Free plan tracks 1 debt. Upgrade to Basic or Pro to add more debts.";

type Tx = Prisma.TransactionClient;

export async function listDebts(userId: string): Promise<DebtDto[]> {
  await catchUpInterest(userId);
  const debts = await db.debt.findMany({
    where: { userId },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  });
  return debts.map(toDebtDto);
}

/** The user's open debts (balance above zero), in the order they were added. Used by the strategy service. */
export async function listOpenDebts(userId: string): Promise<Debt[]> {
  await catchUpInterest(userId);
  return db.debt.findMany({
    where: { userId, closedAt: null },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  });
}

export async function createDebt(userId: string, input: TCreateDebt): Promise<DebtDto> {
  const debt = await db.$transaction(async (tx) => {
    const { subscriptionPlan } = await lockUser(tx, userId);
    await checkDebtLimit(tx, userId, subscriptionPlan);
    const last = await tx.debt.findFirst({ where: { userId }, orderBy: { position: "desc" }, select: { position: true } });
    const created = await tx.debt.create({
      data: {
        userId,
        name: input.name,
        balance: input.balance,
        originalBalance: input.balance,
        interestRate: input.interestRate,
        minPayment: input.minPayment,
        dueDay: input.dueDay ?? null,
        // Appended at the end, so a future custom order starts as "the order you added them".
        position: (last?.position ?? -1) + 1,
      },
    });
    // The ledger opens with the balance as entered today; interest accrues from the first accrual day after it.
    const today = todayUtc();
    await addLedgerRow(tx, created, { kind: "opening", cents: parseMoneyToCents(input.balance), day: today });
    return (await syncDebtLedger(tx, created.id, { from: today, today })).debt;
  });
  return toDebtDto(debt);
}

/**
 * Corrects a debt. Changing the balance:
 * - with no payment logged yet, it is a typo fix, so originalBalance follows it (progress stays 0%);
 * - after payments, originalBalance is kept (progress is measured from it) but raised if the new balance is
 *   higher (new charges), so progress never goes negative;
 * - on a closed debt it re-opens the debt, which counts against the plan's debt limit like adding one.
 */
export async function updateDebt(userId: string, id: string, input: TUpdateDebt): Promise<DebtDto> {
  const debt = await db.$transaction(async (tx) => {
    // Only a balance change can re-open a debt, so only then is the user's row locked (before the debt's).
    const user = input.balance !== undefined ? await lockUser(tx, userId) : null;
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Debt" WHERE "id" = ${id} AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw notFound("Debt");
    const current = await tx.debt.findUniqueOrThrow({ where: { id } });

    const data: Prisma.DebtUpdateInput = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.interestRate !== undefined && { interestRate: input.interestRate }),
      ...(input.minPayment !== undefined && { minPayment: input.minPayment }),
      ...(input.dueDay !== undefined && { dueDay: input.dueDay }),
    };
    if (input.balance !== undefined) {
      if (current.closedAt && user) await checkDebtLimit(tx, userId, user.subscriptionPlan);
      const paymentCount = await tx.payment.count({ where: { debtId: id, userId } });
      if (paymentCount === 0 || current.originalBalance.lessThan(input.balance)) {
        data.originalBalance = input.balance;
      }
    }
    await tx.debt.update({ where: { id }, data });
    if (input.balance !== undefined) await correctBalance(tx, current, parseMoneyToCents(input.balance));
    return tx.debt.findUniqueOrThrow({ where: { id } });
  });
  return toDebtDto(debt);
}

/**
 * A typed balance: before anything happened to the debt (no payment, interest or correction yet) it fixes the
 * opening row, a typo; after, it is a correction of the difference dated today.
 */
async function correctBalance(tx: Tx, debt: Debt, balanceCents: number): Promise<void> {
  const today = todayUtc();
  const rows = await tx.ledgerEntry.findMany({ where: { debtId: debt.id }, select: { id: true, kind: true } });
  const opening = rows.find((r) => r.kind === "opening");
  if (opening && rows.length === 1) {
    await tx.ledgerEntry.update({ where: { id: opening.id }, data: { amount: formatCents(balanceCents) } });
  } else {
    const delta = balanceCents - decimalToCents(debt.balance);
    if (delta !== 0) await addLedgerRow(tx, debt, { kind: "correction", cents: delta, day: today, note: "Balance edited" });
  }
  await syncDebtLedger(tx, debt.id, { from: today, today });
}

/** Removes a debt and its payment history (cascade). Stored strategies keep their snapshot. */
export async function deleteDebt(userId: string, id: string): Promise<void> {
  const { count } = await db.debt.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound("Debt");
}

export function toDebtDto(debt: Debt): DebtDto {
  return {
    id: debt.id,
    name: debt.name,
    balance: debt.balance.toFixed(2),
    originalBalance: debt.originalBalance.toFixed(2),
    interestRate: formatRate(debt.interestRate),
    minPayment: debt.minPayment.toFixed(2),
    dueDay: debt.dueDay,
    isClosed: debt.closedAt !== null,
    createdAt: debt.createdAt.toISOString(),
  };
}

/** "18.990" (Decimal(6,3)) -> "18.99"; keeps a third decimal only when it carries information ("19.125"). */
export function formatRate(rate: Prisma.Decimal | string): string {
  const text = typeof rate === "string" ? Number(rate).toFixed(3) : rate.toFixed(3);
  return text.endsWith("0") ? text.slice(0, -1) : text;
}

async function lockUser(tx: Tx, userId: string): Promise<{ subscriptionPlan: string }> {
  const rows = await tx.$queryRaw<{ subscriptionPlan: string }[]>`
    SELECT "subscriptionPlan"::text AS "subscriptionPlan" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (!rows[0]) throw new AppError("unauthorized", "Unauthorized");
  return rows[0];
}

/** Call with the user row locked. Only open debts count: a paid-off debt frees the Free plan's slot. */
async function checkDebtLimit(tx: Tx, userId: string, planId: string): Promise<void> {
  const openDebts = await tx.debt.count({ where: { userId, closedAt: null } });
  if (openDebts >= MAX_DEBTS_PER_USER) {
    throw new AppError("conflict", `You can track up to ${MAX_DEBTS_PER_USER} debts at a time. Remove or pay off one to add another.`);
  }
  if (!canAddDebt(planId, openDebts)) {
    const plan = getPlan(planId);
    throw new AppError(
      "plan_limit",
      plan.id === "free" ? PLAN_LIMIT_MESSAGE : `The ${plan.name} plan tracks ${plan.debtLimit} debts. Upgrade to add more debts.`,
    );
  }
}
