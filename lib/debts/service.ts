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

// Debts: every query carries userId in its where, so another user's id behaves exactly like a missing one (404).
//
// Locking: a mutation that can change how many OPEN debts a user has (create, re-opening a closed debt) first
// locks the user's row (lockUserRow: SELECT ... FOR NO KEY UPDATE), so two concurrent requests are serialised and the plan
// limit is checked against the committed count. NO KEY UPDATE conflicts with itself (and with payment logging's
// identical lock) but not with the KEY SHARE locks that inserting rows referencing the user takes. Lock order is
// always User, then Debt, as in lib/payments/service.ts, so the two never deadlock.

/** The fields whose change starts a new plan version (docs/payoff.md "The saved plan"). */
const PLAN_FIELDS = [
  "interestRate",
  "minPayment",
  "dueDay",
  "promoRate",
  "promoEndsOn",
  "deferredInterest",
  // The highest_utilization order ranks by it (docs/payoff.md "Target order").
  "creditLimit",
] as const;

export const PLAN_LIMIT_MESSAGE = "The Free plan tracks 1 debt. Upgrade to Basic or Pro to add more debts.";

type Tx = Prisma.TransactionClient;

export async function listDebts(userId: string): Promise<DebtDto[]> {
  // Archived debts never accrue, so the list holds every debt that can have interest due (readCaughtUp).
  const debts = await readCaughtUp(userId, () => readListedDebts(userId));
  return debts.map(toDebtDto);
}

/**
 * The user's debts that are not archived, in the order added. Plain SQL on Prisma's pool because it runs on every
 * GET /api/debts: Prisma's per-query work (compiling the query, mapping rows, a Decimal per amount) was the largest
 * cost of ours in that route's profile (`npm run bench`). Timestamps are read at UTC, as Prisma reads them.
 */
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

/** The user's open debts (balance above zero), in the order they were added, interest charged up to today. */
export async function listOpenDebts(userId: string): Promise<Debt[]> {
  await catchUpInterest(userId);
  return db.debt.findMany({ where: { userId, closedAt: null, archivedAt: null }, orderBy: ADDED_ORDER });
}

/**
 * The open debts as GET /api/debts reads them, for a caller that has just caught the user's interest up: one plain
 * statement with numeric text, since Prisma's rows with a Decimal per amount cost a 200-debt calculation twice the CPU.
 */
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
        // ZCreateDebt already checked that the promo fields go together (promoProblem).
        promoRate: input.promoRate ?? null,
        // The ledger opens today: the promo applies from the first month it charges (docs/product-rules.md).
        promoStartsOn: input.promoRate != null ? today.slice(0, 7) : null,
        promoEndsOn: input.promoEndsOn ?? null,
        deferredInterest: input.deferredInterest ?? false,
        creditLimit: input.creditLimit ?? null,
        payeeWords: input.payeeWords ?? [],
        // Appended at the end, so a future custom order starts as "the order you added them".
        position: (last?.position ?? -1) + 1,
      },
    });
    // The ledger opens with the balance as entered today; interest accrues from the first accrual day after it.
    await addLedgerRow(tx, created, { kind: "opening", cents: parseMoneyToCents(input.balance), day: today });
    const synced = (await syncDebtLedger(tx, created.id, { from: today, today })).debt;
    // The budget grows by the new minimum, so the extra stays what it was; a new plan version starts.
    await applyDebtChangeToPlan(tx, userId, parseMoneyToCents(input.minPayment));
    return synced;
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
  // A new due day moves the accrual day: the months that came due under the old day are charged on it first.
  const today = await userToday(userId);
  if (input.promoEndsOn) await refusePromoPast(userId, input.promoEndsOn);
  if (input.dueDay !== undefined) await catchUpInterest(userId, today);
  const debt = await db.$transaction(async (tx) => {
    // A balance change can re-open a debt, a due day moves the ledger's accrual day, and a rate, minimum, promo or
    // due day changes the plan: only then is the user's row locked (before the debt's). PLAN_FIELDS has dueDay.
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
      // An open debt's minimum is in the budget, so a new minimum moves the budget by the difference.
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

/**
 * The promo columns after a PATCH: the body's fields over the stored ones, checked together as on create
 * (promoProblem; docs/payoff.md "Promotional rates"). Clearing the rate (promoRate: null) clears the whole promo,
 * its months and the deferred flag too, unless the body sets those itself (then the rules judge the result). A
 * promo whose last month is past may be edited around (deferred interest turned off) or cleared, not given a new
 * rate or deferred interest without a new last month.
 * Its first month (docs/product-rules.md "The balance ledger") is the server's, never the body's: a new promo, a
 * new rate, or one that follows a promo with no accrual left, starts with the first accrual day after today
 * (today's interest, if due, is charged at the rate it had, interest coming first on its day); a PATCH that keeps
 * the running promo's rate (a corrected last month, the deferred flag) keeps its first month, because the months
 * since were charged at that rate.
 * Answers only the columns that change, so a PATCH without promo fields writes none of them.
 */
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

/**
 * After the accrual day changed (docs/product-rules.md "The balance ledger": interest accrues on the due day), the
 * next charge moves to the new day: the ledger is charged again from the day after the last month it charged, so
 * that month is not charged twice (its month is kept) and no month is skipped (a new day that already passed in a
 * month not yet charged is charged now, on that day). Debt.nextInterestOn follows.
 */
async function moveAccrualDay(tx: Tx, id: string, today: string): Promise<void> {
  const last = await tx.ledgerEntry.findFirst({
    where: { debtId: id, kind: "interest" },
    orderBy: { effectiveOn: "desc" },
    select: { effectiveOn: true },
  });
  const from = last ? addDays(dayFromDate(last.effectiveOn), 1) : await openedOn(tx, id);
  await syncDebtLedger(tx, id, { from: from ?? today, today });
}

/**
 * A typed balance: before anything happened to the debt (no payment, interest or correction yet) it fixes the
 * opening row, a typo; after, it is a correction of the difference dated today.
 */
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

/**
 * POST /api/debts/{id}/statement: the balance a lender's statement shows on `date`. The difference from the
 * ledger's balance on that day is recorded on that day (docs/product-rules.md "The balance ledger"): less owed is a
 * correction (payments DebtWise did not know about); more owed is what the user says it is, new charges (a
 * "purchase" row) or interest and fees (a "fee" row, counted as interest), and a correction when they do not say.
 * The months after it are charged again from the corrected balance. A statement of a paid-off debt that shows money
 * owed opens it again (like adding a debt).
 */
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
    // Progress is measured from the original balance: never let a higher balance make it negative.
    const updated = synced.originalBalance.lessThan(synced.balance)
      ? await tx.debt.update({ where: { id }, data: { originalBalance: synced.balance } })
      : synced;
    return { debt: toDebtDto(updated), correction: { amount: formatCents(deltaCents), ...recorded } };
  });
}

/** The ledger row a statement's difference becomes, what it is and its note (the label the history shows). */
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

/**
 * Removes a debt. One with payments is archived instead (docs/product-rules.md "The balance ledger"): its payments stay
 * in the history and the rewards they earned stand, but it leaves every list, plan, total, limit and reminder and takes
 * no more payments or interest. One without payments is deleted with its ledger. Stored strategies keep their snapshot.
 */
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

/** The user's debt, not removed, locked (after the user's row); anything else is a 404. */
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
