import "server-only";
import { clockNow } from "@/lib/clock";
import { db, getPool } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import { canAddDebt, getPlan, MAX_DEBTS_PER_USER } from "@/lib/billing/plans";
import type { Debt, Prisma } from "@/lib/generated/prisma/client";
import {
  PROMO_MESSAGES,
  promoProblem,
  type TCreateDebt,
  type TStatement,
  type TUpdateDebt,
} from "@/lib/validations/debts";
import { refuseFutureDay, refusePast, userToday } from "@/lib/account/time-zone";
import { addDays, dateFromDay, dayFromDate } from "@/lib/dates";
import { lockUserRow } from "@/lib/db/locks";
import { signedCents } from "@/lib/ledger/rows";
import { accrualDayOf, firstAccrualAfter } from "@/lib/ledger/rules";
import { addLedgerRow, catchUpInterest, openedOn, readCaughtUp, syncDebtLedger } from "@/lib/ledger/service";
import { decimalToCents, formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { applyDebtChangeToPlan } from "@/lib/plan/versions";
import { ADDED_ORDER, toDebtDto, type ListedDebt } from "./stored";
import type { DebtDto, StatementResultDto } from "./types";

// Every query carries userId, so another user's debt is a 404. A change to the number of open debts first locks the
// user's row (lockUserRow), so the plan limit is checked against the committed count. Lock order is always User, then
// Debt, as in lib/payments/service.ts, so the two never deadlock.

/** The fields whose change starts a new plan version (docs/payoff.md "The saved plan"). */
const PLAN_FIELDS = [
  "interestRate",
  "minPayment",
  "dueDay",
  "promoRate",
  "promoEndsOn",
  "deferredInterest",
  "creditLimit",
] as const;

export const PLAN_LIMIT_MESSAGE = "The Free plan tracks 1 debt. Upgrade to Basic or Pro to add more debts.";

type Tx = Prisma.TransactionClient;

export async function listDebts(userId: string): Promise<DebtDto[]> {
  const debts = await readCaughtUp(userId, () => readListedDebts(userId));
  return debts.map(toDebtDto);
}

// Plain SQL: Prisma's per-query work was our largest cost in GET /api/debts' profile (`npm run bench`). Timestamps are
// read at UTC, as Prisma reads them.
async function readListedDebts(userId: string): Promise<ListedDebt[]> {
  const { rows } = await getPool().query<Omit<ListedDebt, "nextInterestOn"> & { nextInterestOn: string | null }>(
    `SELECT id, name, balance::text AS "balance", "originalBalance"::text AS "originalBalance", "interestRate"::text AS "interestRate",
            "minPayment"::text AS "minPayment", "dueDay", kind::text AS "kind", "promoRate"::text AS "promoRate", "promoEndsOn",
            "deferredInterest", "creditLimit"::text AS "creditLimit", "payeeWords", "closedAt" AT TIME ZONE 'UTC' AS "closedAt", "nextInterestOn"::text AS "nextInterestOn",
            "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
       FROM "Debt" d
      WHERE d."userId" = $1 AND d."archivedAt" IS NULL
      ORDER BY d.position ASC, d."createdAt" ASC, d.id ASC`,
    [userId],
  );
  return rows.map((r) => ({ ...r, nextInterestOn: r.nextInterestOn === null ? null : dateFromDay(r.nextInterestOn) }));
}

export async function listOpenDebts(userId: string): Promise<Debt[]> {
  await catchUpInterest(userId);
  return db.debt.findMany({ where: { userId, closedAt: null, archivedAt: null }, orderBy: ADDED_ORDER });
}

// For a caller that has just caught interest up. Plain SQL: Prisma's rows, a Decimal per amount, cost a 200-debt
// calculation twice the CPU.
export async function readOpenDebts(userId: string): Promise<ListedDebt[]> {
  return (await readListedDebts(userId)).filter((d) => d.closedAt === null);
}

const refusePromoPast = (userId: string, month: string) =>
  refusePast(userId, month, { field: "promoEndsOn", message: PROMO_MESSAGES.endsOnPast });

export async function createDebt(userId: string, input: TCreateDebt): Promise<DebtDto> {
  // The day the user added it on their own calendar (docs/product-rules.md "The product's clock").
  const today = await userToday(userId);
  if (input.promoEndsOn) await refusePromoPast(userId, input.promoEndsOn);
  const debt = await db.$transaction(async (tx) => {
    const { subscriptionPlan } = await lockUserRow(tx, userId);
    await checkDebtLimit(tx, userId, subscriptionPlan);
    const last = await tx.debt.findFirst({
      where: { userId },
      orderBy: { position: "desc" },
      select: { position: true },
    });
    const created = await tx.debt.create({
      data: {
        userId,
        name: input.name,
        balance: input.balance,
        originalBalance: input.balance,
        interestRate: input.interestRate,
        minPayment: input.minPayment,
        dueDay: input.dueDay ?? null,
        kind: input.kind ?? "other",
        promoRate: input.promoRate ?? null,
        // The ledger opens today: the promo applies from the first month it charges (docs/product-rules.md).
        promoStartsOn: input.promoRate != null ? today.slice(0, 7) : null,
        promoEndsOn: input.promoEndsOn ?? null,
        deferredInterest: input.deferredInterest ?? false,
        creditLimit: input.creditLimit ?? null,
        payeeWords: input.payeeWords ?? [],
        position: (last?.position ?? -1) + 1,
      },
    });
    await addLedgerRow(tx, created, { kind: "opening", cents: parseMoneyToCents(input.balance), day: today });
    const synced = (await syncDebtLedger(tx, created.id, { from: today, today })).debt;
    await applyDebtChangeToPlan(tx, userId, parseMoneyToCents(input.minPayment));
    return synced;
  });
  return toDebtDto(debt);
}

/** Before any payment a new balance fixes a typo (originalBalance follows); after, originalBalance only rises. */
export async function updateDebt(userId: string, id: string, input: TUpdateDebt): Promise<DebtDto> {
  // A new due day moves the accrual day: the months that came due under the old day are charged on it first.
  const today = await userToday(userId);
  if (input.promoEndsOn) await refusePromoPast(userId, input.promoEndsOn);
  if (input.dueDay !== undefined) await catchUpInterest(userId, today);
  const debt = await db.$transaction(async (tx) => {
    // Only a change that can re-open the debt or changes the plan locks the user's row (PLAN_FIELDS has dueDay).
    const changesPlan = PLAN_FIELDS.some((field) => input[field] !== undefined);
    const user = input.balance !== undefined || changesPlan ? await lockUserRow(tx, userId) : null;
    await lockActiveDebt(tx, userId, id);
    const current = await tx.debt.findUniqueOrThrow({ where: { id } });

    const data: Prisma.DebtUpdateInput = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.interestRate !== undefined && { interestRate: input.interestRate }),
      ...(input.minPayment !== undefined && { minPayment: input.minPayment }),
      ...(input.dueDay !== undefined && { dueDay: input.dueDay }),
      ...(input.kind !== undefined && { kind: input.kind }),
      ...(input.creditLimit !== undefined && { creditLimit: input.creditLimit }),
      ...(input.payeeWords !== undefined && { payeeWords: input.payeeWords }),
      ...mergePromo(current, input, today),
    };
    if (input.balance !== undefined) {
      if (current.closedAt && user) await checkDebtLimit(tx, userId, user.subscriptionPlan);
      const paymentCount = await tx.payment.count({ where: { debtId: id, userId } });
      if (paymentCount === 0 || current.originalBalance.lessThan(input.balance)) {
        data.originalBalance = input.balance;
      }
    }
    await tx.debt.update({ where: { id }, data });
    if (input.dueDay !== undefined && accrualDayOf({ ...current, dueDay: input.dueDay }) !== accrualDayOf(current))
      await moveAccrualDay(tx, id, today);
    if (input.balance !== undefined) await correctBalance(tx, current, parseMoneyToCents(input.balance), today);
    if (changesPlan) {
      const minDelta =
        input.minPayment !== undefined && current.closedAt === null
          ? parseMoneyToCents(input.minPayment) - decimalToCents(current.minPayment)
          : 0;
      await applyDebtChangeToPlan(tx, userId, minDelta);
    }
    return tx.debt.findUniqueOrThrow({ where: { id } });
  });
  return toDebtDto(debt);
}

// The body's promo fields over the stored ones, checked together as on create (docs/payoff.md "Promotional rates").
// The first month is the server's (docs/product-rules.md "The balance ledger"): a new rate starts at the first accrual
// day after today; keeping the running promo's rate keeps its first month, as the months since were charged at it.
function mergePromo(
  current: Pick<Debt, "promoRate" | "promoStartsOn" | "promoEndsOn" | "deferredInterest" | "dueDay" | "createdAt">,
  input: Pick<TUpdateDebt, "promoRate" | "promoEndsOn" | "deferredInterest" | "dueDay">,
  today: string,
): Pick<Prisma.DebtUpdateInput, "promoRate" | "promoStartsOn" | "promoEndsOn" | "deferredInterest"> {
  if (input.promoRate === undefined && input.promoEndsOn === undefined && input.deferredInterest === undefined)
    return {};
  const clearing = input.promoRate === null;
  const stored = current.promoRate === null ? null : current.promoRate.toFixed(3);
  const merged = {
    promoRate: input.promoRate !== undefined ? input.promoRate : stored,
    promoEndsOn: input.promoEndsOn !== undefined ? input.promoEndsOn : clearing ? null : current.promoEndsOn,
    deferredInterest:
      input.deferredInterest !== undefined ? input.deferredInterest : clearing ? false : current.deferredInterest,
  };
  const newRate = merged.promoRate !== stored;
  const changed =
    newRate || merged.promoEndsOn !== current.promoEndsOn || (merged.deferredInterest && !current.deferredInterest);
  const problem = promoProblem(merged, { ended: changed ? "refused" : "allowed" });
  if (problem) throw fieldError(problem.field, problem.message);

  const dueDay = input.dueDay !== undefined ? input.dueDay : current.dueDay;
  const firstMonth = firstAccrualAfter(today, accrualDayOf({ dueDay, createdAt: current.createdAt })).slice(0, 7);
  const running = current.promoStartsOn !== null && current.promoEndsOn !== null && current.promoEndsOn >= firstMonth;
  const promoStartsOn = merged.promoRate === null ? null : newRate || !running ? firstMonth : current.promoStartsOn;
  return { ...merged, promoStartsOn };
}

// Charges again from the day after the last charged month (docs/product-rules.md "The balance ledger"), so a moved
// due day neither charges a month twice nor skips one.
async function moveAccrualDay(tx: Tx, id: string, today: string): Promise<void> {
  const last = await tx.ledgerEntry.findFirst({
    where: { debtId: id, kind: "interest" },
    orderBy: { effectiveOn: "desc" },
    select: { effectiveOn: true },
  });
  const from = last ? addDays(dayFromDate(last.effectiveOn), 1) : await openedOn(tx, id);
  await syncDebtLedger(tx, id, { from: from ?? today, today });
}

async function correctBalance(tx: Tx, debt: Debt, balanceCents: number, today: string): Promise<void> {
  const rows = await tx.ledgerEntry.findMany({ where: { debtId: debt.id }, select: { id: true, kind: true } });
  const opening = rows.find((r) => r.kind === "opening");
  if (opening && rows.length === 1) {
    await tx.ledgerEntry.update({ where: { id: opening.id }, data: { amount: formatCents(balanceCents) } });
  } else {
    const delta = balanceCents - decimalToCents(debt.balance);
    if (delta !== 0)
      await addLedgerRow(tx, debt, { kind: "correction", cents: delta, day: today, note: "Balance edited" });
  }
  await syncDebtLedger(tx, debt.id, { from: today, today });
}

/** Records the difference from the ledger on the statement's day (docs/product-rules.md "The balance ledger"). */
export async function recordStatement(userId: string, id: string, input: TStatement): Promise<StatementResultDto> {
  const today = await userToday(userId);
  await refuseFutureDay(userId, input.date, { field: "date", label: "Statement date", today });
  await catchUpInterest(userId, today);
  return db.$transaction(async (tx) => {
    const { subscriptionPlan } = await lockUserRow(tx, userId);
    await lockActiveDebt(tx, userId, id);
    const debt = await tx.debt.findUniqueOrThrow({ where: { id } });
    const opened = await openedOn(tx, id);
    if (opened && input.date < opened) {
      throw fieldError("date", `Statement date cannot be before ${opened}, when this debt's balance was entered.`);
    }
    const statementCents = parseMoneyToCents(input.balance);
    const rows = await tx.ledgerEntry.findMany({
      where: { debtId: id, effectiveOn: { lte: dateFromDay(input.date) } },
      select: { amount: true },
    });
    const deltaCents = statementCents - rows.reduce((sum, r) => sum + signedCents(r.amount), 0);
    if (deltaCents === 0) return { debt: toDebtDto(debt), correction: null };

    if (debt.closedAt && statementCents > 0) await checkDebtLimit(tx, userId, subscriptionPlan);
    const recorded = statementEntry(deltaCents, input.increaseKind);
    await addLedgerRow(tx, debt, { kind: recorded.entry, cents: deltaCents, day: input.date, note: recorded.label });
    const { debt: synced } = await syncDebtLedger(tx, id, { from: input.date, today });
    const updated = synced.originalBalance.lessThan(synced.balance)
      ? await tx.debt.update({ where: { id }, data: { originalBalance: synced.balance } })
      : synced;
    return { debt: toDebtDto(updated), correction: { amount: formatCents(deltaCents), ...recorded } };
  });
}

function statementEntry(
  deltaCents: number,
  increaseKind: TStatement["increaseKind"],
): Omit<NonNullable<StatementResultDto["correction"]>, "amount"> {
  if (deltaCents < 0) return { kind: "unknown_payments", entry: "correction", label: STATEMENT_NOTES.unknown_payments };
  if (increaseKind === "new_charges")
    return { kind: "new_charges", entry: "purchase", label: STATEMENT_NOTES.new_charges };
  return {
    kind: "interest_and_fees",
    entry: increaseKind === "interest_fees" ? "fee" : "correction",
    label: STATEMENT_NOTES.interest_and_fees,
  };
}

const STATEMENT_NOTES = {
  interest_and_fees: "Interest and fees from your statement",
  new_charges: "New charges from your statement",
  unknown_payments: "Payments we didn't know about, from your statement",
} as const;

/** A debt with payments is archived, not deleted (docs/product-rules.md "The balance ledger"). */
export async function deleteDebt(userId: string, id: string): Promise<{ archived: boolean }> {
  return db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const debt = await tx.debt.findFirst({
      where: { id, userId, archivedAt: null },
      select: { id: true, closedAt: true, minPayment: true, _count: { select: { payments: true } } },
    });
    if (!debt) throw notFound("Debt");
    const archived = debt._count.payments > 0;
    if (archived) await tx.debt.update({ where: { id }, data: { archivedAt: clockNow(), nextInterestOn: null } });
    else await tx.debt.delete({ where: { id } });
    // An open debt leaves the plan with its minimum (a paid-off one's minimum already rolled into the budget).
    if (debt.closedAt === null) await applyDebtChangeToPlan(tx, userId, -decimalToCents(debt.minPayment));
    return { archived };
  });
}

async function lockActiveDebt(tx: Tx, userId: string, id: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Debt" WHERE "id" = ${id} AND "userId" = ${userId} AND "archivedAt" IS NULL FOR UPDATE`;
  if (locked.length === 0) throw notFound("Debt");
}

/** Call with the user row locked. Only open debts count: a paid-off debt frees the Free plan's slot. */
async function checkDebtLimit(tx: Tx, userId: string, planId: string): Promise<void> {
  const openDebts = await tx.debt.count({ where: { userId, closedAt: null, archivedAt: null } });
  if (openDebts >= MAX_DEBTS_PER_USER) {
    throw new AppError(
      "conflict",
      `You can track up to ${MAX_DEBTS_PER_USER} debts at a time. Remove or pay off one to add another.`,
    );
  }
  if (!canAddDebt(planId, openDebts)) {
    const plan = getPlan(planId);
    throw new AppError(
      "plan_limit",
      plan.id === "free"
        ? PLAN_LIMIT_MESSAGE
        : `The ${plan.name} plan tracks ${plan.debtLimit} debts. Upgrade to add more debts.`,
    );
  }
}
