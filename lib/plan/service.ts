import "server-only";
import { clockNow } from "@/lib/clock";
import { db, getPool } from "@/lib/db";
import { lockUserRow } from "@/lib/db/locks";
import { readOpenDebts } from "@/lib/debts/service";
import { ADDED_ORDER } from "@/lib/debts/stored";
import { fieldError } from "@/lib/errors";
import { requireFeature } from "@/lib/billing/gates";
import { Prisma, type PayoffPlan } from "@/lib/generated/prisma/client";
import { refusePast, userToday } from "@/lib/account/time-zone";
import { calendarMonthOfDay } from "@/lib/dates";
import { catchUpInterest } from "@/lib/ledger/service";
import { strategyWork } from "@/lib/strategies/queue";
import { calculateStrategies, type CalculateOptions } from "@/lib/strategies/service";
import type { StrategyDto } from "@/lib/strategies/types";
import {
  decimalToCents,
  formatCents,
  formatYearMonth,
  MORE_ORDER_STRATEGIES,
  parseMoneyToCents,
  parseYearMonth,
  type LumpSum,
  type MoreOrderStrategy,
} from "@/lib/payoff";
import type { TCalculateStrategies } from "@/lib/validations/debts";
import { LUMP_MONTH_PAST, type TSavePlan } from "@/lib/validations/plan";
import {
  DEFAULT_PLAN,
  effectiveOrder,
  extraCentsFor,
  minimumsCents,
  namesEachOnce,
  plannedPaymentsAhead,
  thisMonthAnswer,
  type MonthDebt,
  type PlanChoice,
} from "./this-month";
import { loadMonthDebts } from "./month-debts";
import { choiceOf, type StoredChoice } from "./stored";
import { readCurrentVersion, startPlanVersion } from "./versions";
import type { LumpSumDto, PlanDto, ThisMonthDto } from "./types";

// The saved plan: one PayoffPlan row per user, the strategy and monthly budget the user follows (docs/payoff.md
// "The saved plan"). Every query carries the session user's id, so nothing here can read or name another user's
// rows: a custom order naming someone else's debt is refused exactly like any id that is not one of the caller's
// open debts. Every change to the plan starts a plan version (lib/plan/versions.ts) in the same transaction.
//
// highest_interest_cost, cash_flow_index and highest_utilization are custom strategies (Pro), and so are lump sums.
// As with a custom plan, only saving them is gated: a plan saved on Pro keeps being the plan this month's split and
// the outlook follow after a downgrade (it is the plan the user committed to), until the user saves another. Calculated
// strategies apply the lump sums only for Pro (lib/strategies/service.ts).

export const CUSTOM_ORDER_MESSAGE = "The custom order must list each of your open debts exactly once";
export const BUDGET_DISAGREES_MESSAGE =
  "The monthly budget and the extra payment disagree: send one of them (the budget includes every minimum)";

type Tx = Prisma.TransactionClient;
type OpenDebt = { id: string; minPaymentCents: number };

/** GET /api/plan: the saved plan, or the default (avalanche, the minimums alone) when the user has none. */
export async function getSavedPlan(userId: string): Promise<PlanDto> {
  const [row, open] = await Promise.all([db.payoffPlan.findUnique({ where: { userId } }), openDebts(db, userId)]);
  return toPlanDto(row, open);
}

/**
 * PUT /api/plan. Custom plans, the more orders and lump sums need Pro (403 plan_limit); a custom plan needs an
 * order naming each open debt once (400 on customOrder); the other strategies keep no order. The budget is the
 * one sent, or the extra sent over today's minimums, or the stored one; below the open debts' minimums it is a 400
 * naming the least it can be. Lump sums are stored by month; a PUT without `lumpSums` keeps the stored ones.
 */
export async function savePlan(
  user: { id: string; subscriptionPlan: string },
  input: TSavePlan,
  now = clockNow(),
): Promise<PlanDto> {
  const moreOrder = MORE_ORDER_STRATEGIES.includes(input.strategy as MoreOrderStrategy);
  // Gated on what is chosen, not declared on the route: every plan may save avalanche or snowball.
  if (input.strategy === "custom" || moreOrder || (input.lumpSums?.length ?? 0) > 0)
    requireFeature(user, "customStrategy");
  for (const [i, lump] of (input.lumpSums ?? []).entries())
    await refusePast(user.id, lump.month, { field: `lumpSums.${i}.month`, message: LUMP_MONTH_PAST, now });
  await catchUpInterest(user.id, await userToday(user.id, now));
  return db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const open = await openDebts(tx, user.id);
    if (
      input.strategy === "custom" &&
      !namesEachOnce(
        input.customOrder,
        open.map((d) => d.id),
      )
    )
      throw fieldError("customOrder", CUSTOM_ORDER_MESSAGE);
    const stored = await tx.payoffPlan.findUnique({ where: { userId: user.id } });
    const change: Partial<PlanChoice> = {
      strategy: input.strategy,
      customOrder: input.customOrder ?? [],
      monthlyBudgetCents: budgetFrom(input, open, stored),
      ...(input.lumpSums !== undefined && { lumpSums: sortedLumpSums(input.lumpSums) }),
    };
    const row = await storePlan(tx, user.id, change, open, now);
    await startPlanVersion(tx, user.id, now);
    return toPlanDto(row, open);
  });
}

/** The budget a PUT asks for (see savePlan), checked against the open debts' minimums. */
function budgetFrom(
  input: Pick<TSavePlan, "monthlyBudget" | "extraPayment">,
  open: readonly OpenDebt[],
  stored: Pick<PayoffPlan, "monthlyBudget"> | null,
): number {
  const minimums = minimumsCents(open);
  const fromExtra = input.extraPayment === undefined ? null : parseMoneyToCents(input.extraPayment) + minimums;
  const sent = input.monthlyBudget === undefined ? null : parseMoneyToCents(input.monthlyBudget);
  if (sent !== null && fromExtra !== null && sent !== fromExtra)
    throw fieldError("monthlyBudget", BUDGET_DISAGREES_MESSAGE);
  const budget = sent ?? fromExtra ?? (stored ? decimalToCents(stored.monthlyBudget) : minimums);
  if (budget < minimums)
    throw fieldError(
      "monthlyBudget",
      `The monthly budget must be at least $${formatCents(minimums)}, the minimums of your open debts`,
    );
  return budget;
}

/** The engine's lump sums from the wire's, by month (a stable sort: one month's keep the order sent). */
function sortedLumpSums(lumps: readonly LumpSumDto[]): LumpSum[] {
  return lumps
    .map((l) => ({
      amountCents: parseMoneyToCents(l.amount, { allowNegative: true }),
      month: parseYearMonth(l.month)!,
    }))
    .sort((a, b) => a.month.year - b.month.year || a.month.month - b.month.month);
}

/**
 * POST /api/calculate-strategies: the saved plan (strategy, custom order, budget, lump sums; the default plan when
 * none is saved) is the one the calculation describes (docs/product-rules.md "Debt calculator and results"). An
 * extra payment sent is used over today's minimums and, once the calculation succeeded, saved to the plan as the
 * budget it makes (created as avalanche).
 */
export function calculateWithSavedPlan(
  user: { id: string; subscriptionPlan: string },
  input: TCalculateStrategies,
  options: CalculateOptions = {},
): Promise<StrategyDto> {
  return strategyWork.run(() => calculateAndSave(user, input, options));
}

async function calculateAndSave(
  user: { id: string; subscriptionPlan: string },
  input: TCalculateStrategies,
  options: CalculateOptions,
): Promise<StrategyDto> {
  const now = options.now ?? clockNow();
  await catchUpInterest(user.id, await userToday(user.id, now));
  const sent = input.extraPayment;
  const [saved, debts] = await Promise.all([
    db.payoffPlan.findUnique({
      where: { userId: user.id },
      select: { strategy: true, monthlyBudget: true, customOrder: true, lumpSums: true },
    }),
    readOpenDebts(user.id),
  ]);
  const minimums = minimumsCents(debts.map((d) => ({ minPaymentCents: parseMoneyToCents(d.minPayment) })));
  // The plan as it stands once this calculation is saved: what storePlan below makes of it.
  const change: Partial<PlanChoice> =
    sent === undefined ? {} : { monthlyBudgetCents: parseMoneyToCents(sent) + minimums };
  const plan: PlanChoice = {
    ...(saved ? choiceOf(saved) : { ...DEFAULT_PLAN, monthlyBudgetCents: minimums }),
    ...change,
  };
  const messageLater = input.message === "stream";
  const strategy = await calculateStrategies(user, { plan, debts }, { messageLater, ...options });
  if (sent !== undefined) {
    await db.$transaction(async (tx) => {
      await lockUserRow(tx, user.id);
      const current = await openDebts(tx, user.id);
      const budget = parseMoneyToCents(sent) + minimumsCents(current);
      await storePlan(tx, user.id, { monthlyBudgetCents: budget }, current, now);
      await startPlanVersion(tx, user.id, now);
    });
  }
  return strategy;
}

/** GET /api/plan/this-month. Saves nothing: without a saved plan it answers for the default plan. */
export async function getThisMonth(userId: string, now = clockNow()): Promise<ThisMonthDto> {
  // The user's own day and month (docs/product-rules.md "The product's clock").
  const today = await userToday(userId, now);
  const month = calendarMonthOfDay(today);
  const [row, version, debts] = await Promise.all([
    readPlanChoice(userId),
    readCurrentVersion(userId, today),
    loadMonthDebts(userId, month, today),
  ]);
  return thisMonthAnswer(planOrDefault(row, debts), version, debts, month, now);
}

/** The saved plan, or without one the default plan on the open debts' minimums (as this month answers for it). */
function planOrDefault(row: StoredChoice | null, debts: readonly MonthDebt[]): PlanChoice {
  return row
    ? choiceOf(row)
    : {
        ...DEFAULT_PLAN,
        monthlyBudgetCents: minimumsCents(debts.filter((d) => !d.paidOffThisMonth).map((d) => d.debt)),
      };
}

/**
 * What the plan (saved or default) pays each of this month's debts in this month and the `months` - 1 after it,
 * from today's balances, as this month's projection runs it (lib/plan/this-month.ts `plannedPaymentsAhead`); with
 * each debt's name and due day. The calendar feed's amounts.
 */
export async function getPlannedPaymentsAhead(
  userId: string,
  months: number,
  now = clockNow(),
): Promise<{ debts: MonthDebt[]; ahead: Map<string, Map<string, number>> }> {
  const today = await userToday(userId, now);
  const month = calendarMonthOfDay(today);
  const [row, debts] = await Promise.all([readPlanChoice(userId), loadMonthDebts(userId, month, today)]);
  const open = debts.filter((d) => !d.paidOffThisMonth);
  return { debts: open, ahead: plannedPaymentsAhead(debts, planOrDefault(row, debts), month, months) };
}

// ---- storage ----------------------------------------------------------------------------------------------

/**
 * Applies `change` to the user's plan, creating it (from the default plan, its budget the open debts' minimums) on
 * the first save; marks it chosen by the user. Call with the user's row locked.
 */
async function storePlan(
  tx: Tx,
  userId: string,
  change: Partial<PlanChoice>,
  open: readonly OpenDebt[],
  now: Date,
): Promise<PayoffPlan> {
  const minimums = minimumsCents(open);
  const created: PlanChoice = { ...DEFAULT_PLAN, monthlyBudgetCents: minimums, ...change };
  return tx.payoffPlan.upsert({
    where: { userId },
    create: { userId, ...columns(created), savedAt: now },
    // Only the fields asked for: nothing read before the lock is written back.
    update: { ...columns(change), savedAt: now },
  });
}

type PlanColumns = {
  strategy: PlanChoice["strategy"];
  monthlyBudget: string;
  customOrder: string[];
  lumpSums: Prisma.InputJsonArray;
};

function columns(choice: PlanChoice): PlanColumns;
function columns(choice: Partial<PlanChoice>): Partial<PlanColumns>;
function columns(choice: Partial<PlanChoice>): Partial<PlanColumns> {
  return {
    ...(choice.strategy !== undefined && { strategy: choice.strategy }),
    ...(choice.monthlyBudgetCents !== undefined && { monthlyBudget: formatCents(choice.monthlyBudgetCents) }),
    ...(choice.customOrder !== undefined && { customOrder: [...choice.customOrder] }),
    ...(choice.lumpSums !== undefined && { lumpSums: choice.lumpSums.map((l) => ({ ...toLumpSumDto(l) })) }),
  };
}

/**
 * The columns of the user's plan row that this month's answer reads, or null with none saved. Plain SQL on Prisma's
 * pool, like loadMonthDebts beside it: it runs on every GET /api/plan/this-month, where Prisma's per-query work was
 * most of our own time in the profile (`npm run bench`).
 */
async function readPlanChoice(userId: string): Promise<StoredChoice | null> {
  const { rows } = await getPool().query<Omit<StoredChoice, "monthlyBudget"> & { monthlyBudget: string }>(
    `SELECT strategy::text AS "strategy", "monthlyBudget"::text AS "monthlyBudget", "customOrder", "lumpSums"
       FROM "PayoffPlan" WHERE "userId" = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { ...row, monthlyBudget: new Prisma.Decimal(row.monthlyBudget) } : null;
}

function toLumpSumDto(lump: LumpSum): LumpSumDto {
  return { amount: formatCents(lump.amountCents), month: formatYearMonth(lump.month) };
}

function toPlanDto(row: PayoffPlan | null, open: readonly OpenDebt[]): PlanDto {
  const minimums = minimumsCents(open);
  const plan = row ? choiceOf(row) : { ...DEFAULT_PLAN, monthlyBudgetCents: minimums };
  return {
    strategy: plan.strategy,
    monthlyBudget: formatCents(plan.monthlyBudgetCents),
    extraPayment: formatCents(extraCentsFor(plan, open)),
    customOrder:
      plan.strategy === "custom"
        ? effectiveOrder(
            plan,
            open.map((d) => d.id),
          )
        : null,
    lumpSums: plan.lumpSums.map(toLumpSumDto),
    updatedAt: row?.savedAt ? row.savedAt.toISOString() : null,
  };
}

/** The user's open debts (ids in the order added, minimums). */
async function openDebts(client: Tx | typeof db, userId: string): Promise<OpenDebt[]> {
  const rows = await client.debt.findMany({
    where: { userId, closedAt: null, archivedAt: null },
    orderBy: ADDED_ORDER,
    select: { id: true, minPayment: true },
  });
  return rows.map((r) => ({ id: r.id, minPaymentCents: decimalToCents(r.minPayment) }));
}
