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

// docs/payoff.md "The saved plan". Every query carries the session user's id, so a custom order naming someone else's
// debt is refused like any id that is not one of the caller's open debts. Only saving Pro strategies and lump sums is
// gated: a plan saved on Pro stays the plan this month follows after a downgrade, until the user saves another.

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

/** PUT /api/plan (docs/payoff.md "A monthly budget"). A PUT without `lumpSums` keeps the stored ones. */
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

/** A stable sort: lump sums of one month keep the order sent. */
function sortedLumpSums(lumps: readonly LumpSumDto[]): LumpSum[] {
  return lumps
    .map((l) => ({
      amountCents: parseMoneyToCents(l.amount, { allowNegative: true }),
      month: parseYearMonth(l.month)!,
    }))
    .sort((a, b) => a.month.year - b.month.year || a.month.month - b.month.month);
}

/** The calculation describes the saved plan (docs/product-rules.md "Debt calculator and results"). */
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
  const today = await userToday(userId, now);
  const month = calendarMonthOfDay(today);
  const [row, version, debts] = await Promise.all([
    readPlanChoice(userId),
    readCurrentVersion(userId, today),
    loadMonthDebts(userId, month, today),
  ]);
  return thisMonthAnswer(planOrDefault(row, debts), version, debts, month, now);
}

function planOrDefault(row: StoredChoice | null, debts: readonly MonthDebt[]): PlanChoice {
  return row
    ? choiceOf(row)
    : {
        ...DEFAULT_PLAN,
        monthlyBudgetCents: minimumsCents(debts.filter((d) => !d.paidOffThisMonth).map((d) => d.debt)),
      };
}

/** The calendar feed's amounts: what the plan pays each debt this month and the `months` - 1 after it. */
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

/** Creates the plan from the default one on the first save. Call with the user's row locked. */
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

// Plain SQL: Prisma's per-query work was most of our own time in GET /api/plan/this-month's profile (`npm run bench`).
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

async function openDebts(client: Tx | typeof db, userId: string): Promise<OpenDebt[]> {
  const rows = await client.debt.findMany({
    where: { userId, closedAt: null, archivedAt: null },
    orderBy: ADDED_ORDER,
    select: { id: true, minPayment: true },
  });
  return rows.map((r) => ({ id: r.id, minPaymentCents: decimalToCents(r.minPayment) }));
}
