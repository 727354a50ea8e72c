import "server-only";
import { db, getPool } from "@/lib/db";
import { DEFERRED_NOTE_PREFIX, interestToComeCents } from "@/lib/ledger/rows";
import { readCaughtUp } from "@/lib/ledger/service";
import { ADDED_ORDER, toEngineDebt } from "@/lib/debts/stored";
import { fieldError } from "@/lib/errors";
import { requireFeature } from "@/lib/billing/gates";
import { Prisma, type Debt, type PayoffPlan } from "@/lib/generated/prisma/client";
import { dateFromDay, dateFromMonth, dayFromDate } from "@/lib/dates";
import { calculateStrategies, type CalculateOptions } from "@/lib/strategies/service";
import type { StrategyDto } from "@/lib/strategies/types";
import {
  addMonthsToCalendarMonth,
  calendarMonthOf,
  formatCents,
  formatYearMonth,
  MORE_ORDER_STRATEGIES,
  parseMoneyToCents,
  parseYearMonth,
  type CalendarMonth,
  type LumpSum,
  type MoreOrderStrategy,
} from "@/lib/payoff";
import type { TCalculateStrategies } from "@/lib/validations/debts";
import type { TSavePlan } from "@/lib/validations/plan";
import {
  DEFAULT_PLAN,
  thisMonthAnswer,
  effectiveOrder,
  namesEachOnce,
  projectBaseline,
  type Baseline,
  type MonthDebt,
  type PlanChoice,
} from "./this-month";
import { MONTH_DEBTS_SQL } from "./sql";
import { choiceOf, type StoredChoice } from "./stored";
import type { LumpSumDto, PlanDto, ThisMonthDto } from "./types";

// The saved plan (issue 14): one PayoffPlan row per user, the strategy and extra payment the user follows. Every
// query carries the session user's id, so nothing here can read or name another user's rows: a custom order
// naming someone else's debt is refused exactly like any id that is not one of the caller's open debts.
//
// The baseline: the first save that has open debts also stores that plan's projection (lib/plan/this-month.ts),
// and later saves never change it, so "on track" keeps measuring against the plan the user first committed to.
// Months are UTC calendar months, as payment dates are.
//
// Issue 15: highest_interest_cost and cash_flow_index are custom strategies (Pro), and so are lump sums. As with
// a custom plan, only saving them is gated: a plan saved on Pro keeps being the plan this month's split and the
// outlook follow after a downgrade (it is the plan the user committed to, and the baseline was projected from it),
// until the user saves another. Calculated strategies apply the lump sums only for Pro (lib/strategies/service.ts).

export const CUSTOM_ORDER_MESSAGE = "The custom order must list each of your open debts exactly once";

/** GET /api/plan: the saved plan, or the default (avalanche, no extra) when the user never saved one. */
export async function getSavedPlan(userId: string): Promise<PlanDto> {
  const row = await db.payoffPlan.findUnique({ where: { userId } });
  if (!row) return toPlanDto(null, []);
  return toPlanDto(row, row.strategy === "custom" ? await openDebtIds(userId) : []);
}

/**
 * PUT /api/plan. Custom plans, the more orders and lump sums need Pro (403 plan_limit); a custom plan needs an
 * order naming each open debt once (400 on customOrder); the other strategies keep no order. Lump sums are stored
 * by month; a PUT without `lumpSums` keeps the stored ones.
 */
export async function savePlan(
  user: { id: string; subscriptionPlan: string },
  input: TSavePlan,
  now = new Date(),
): Promise<PlanDto> {
  const choice: Partial<PlanChoice> = {
    strategy: input.strategy,
    extraPaymentCents: parseMoneyToCents(input.extraPayment),
    customOrder: input.customOrder ?? [],
    ...(input.lumpSums !== undefined && { lumpSums: sortedLumpSums(input.lumpSums) }),
  };
  const moreOrder = MORE_ORDER_STRATEGIES.includes(input.strategy as MoreOrderStrategy);
  if (input.strategy === "custom" || moreOrder || (input.lumpSums?.length ?? 0) > 0)
    requireFeature(user, "customStrategy");
  let openIds: string[] = [];
  if (input.strategy === "custom") {
    openIds = await openDebtIds(user.id);
    if (!namesEachOnce(input.customOrder, openIds)) throw fieldError("customOrder", CUSTOM_ORDER_MESSAGE);
  }
  return toPlanDto(await storePlan(user.id, choice, now), openIds);
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
 * POST /api/calculate-strategies: without an extra payment in the body the saved plan's is used (none saved: 0);
 * an extra payment sent is used and, once the calculation succeeded, saved to the plan (created as avalanche). The
 * saved plan itself (strategy, custom order, lump sums; the default plan when none is saved) is the one the
 * calculation describes (docs/product-rules.md "Debt calculator and results").
 */
export async function calculateWithSavedPlan(
  user: { id: string; subscriptionPlan: string },
  input: TCalculateStrategies,
  options: CalculateOptions = {},
): Promise<StrategyDto> {
  const sent = input.extraPayment;
  const saved = await db.payoffPlan.findUnique({
    where: { userId: user.id },
    select: { strategy: true, extraPayment: true, customOrder: true, lumpSums: true },
  });
  // The plan as it stands once this calculation is saved: what storePlan below would make of it.
  const change: Partial<PlanChoice> = sent === undefined ? {} : { extraPaymentCents: parseMoneyToCents(sent) };
  const plan: PlanChoice = { ...(saved ? choiceOf(saved) : DEFAULT_PLAN), ...change };
  const strategy = await calculateStrategies(user, { plan }, options);
  if (sent !== undefined) await storePlan(user.id, change, options.now ?? new Date());
  return strategy;
}

/** GET /api/plan/this-month. Saves nothing: without a saved plan it answers for the default plan, on track. */
export async function getThisMonth(userId: string, now = new Date()): Promise<ThisMonthDto> {
  const month = calendarMonthOf(now, "utc");
  const [row, debts] = await Promise.all([readPlanChoice(userId), loadMonthDebts(userId, month)]);
  return thisMonthAnswer(row ? choiceOf(row) : DEFAULT_PLAN, row?.baseline, debts, month, now);
}

// ---- storage ----------------------------------------------------------------------------------------------

/**
 * Applies `change` to the user's plan, creating it (from the default plan) on the first save. The baseline is
 * projected only while the row has none, and only the first writer's is kept: an insert carries it, and an update
 * sets it only on a row that was read without one. (Two first saves at once: the database upsert makes one of
 * them an update, which leaves the other's baseline alone.)
 */
async function storePlan(userId: string, change: Partial<PlanChoice>, now: Date): Promise<PayoffPlan> {
  const existing = await db.payoffPlan.findUnique({ where: { userId } });
  const next: PlanChoice = { ...(existing ? choiceOf(existing) : DEFAULT_PLAN), ...change };
  let baseline: Baseline | null = null;
  if (!existing?.baseline) {
    const month = calendarMonthOf(now, "utc");
    baseline = projectBaseline(await loadMonthDebts(userId, month), next, month);
  }
  return db.payoffPlan.upsert({
    where: { userId },
    create: { userId, ...columns(next), baseline: baseline ?? Prisma.DbNull },
    // Only the fields asked for: a concurrent save of the others is not undone with values read before it.
    update: { ...columns(change), ...(existing && baseline && { baseline }) },
  });
}

type PlanColumns = {
  strategy: PlanChoice["strategy"];
  extraPayment: string;
  customOrder: string[];
  lumpSums: Prisma.InputJsonArray;
};

function columns(choice: PlanChoice): PlanColumns;
function columns(choice: Partial<PlanChoice>): Partial<PlanColumns>;
function columns(choice: Partial<PlanChoice>): Partial<PlanColumns> {
  return {
    ...(choice.strategy !== undefined && { strategy: choice.strategy }),
    ...(choice.extraPaymentCents !== undefined && { extraPayment: formatCents(choice.extraPaymentCents) }),
    ...(choice.customOrder !== undefined && { customOrder: [...choice.customOrder] }),
    ...(choice.lumpSums !== undefined && { lumpSums: choice.lumpSums.map((l) => ({ ...toLumpSumDto(l) })) }),
  };
}

/**
 * The columns of the user's plan row that this month's answer reads, or null with none saved. Plain SQL on Prisma's
 * pool, like readMonthDebts beside it: it runs on every GET /api/plan/this-month, where Prisma's per-query work was
 * most of our own time in the profile (`npm run bench`).
 */
async function readPlanChoice(userId: string): Promise<(StoredChoice & Pick<PayoffPlan, "baseline">) | null> {
  const { rows } = await getPool().query<
    Omit<StoredChoice, "extraPayment"> & Pick<PayoffPlan, "baseline"> & { extraPayment: string }
  >(
    `SELECT strategy::text AS "strategy", "extraPayment"::text AS "extraPayment", "customOrder", baseline, "lumpSums"
       FROM "PayoffPlan" WHERE "userId" = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { ...row, extraPayment: new Prisma.Decimal(row.extraPayment) } : null;
}

function toLumpSumDto(lump: LumpSum): LumpSumDto {
  return { amount: formatCents(lump.amountCents), month: formatYearMonth(lump.month) };
}

function toPlanDto(row: PayoffPlan | null, openIds: string[]): PlanDto {
  const plan = row ? choiceOf(row) : DEFAULT_PLAN;
  return {
    strategy: plan.strategy,
    extraPayment: formatCents(plan.extraPaymentCents),
    customOrder: plan.strategy === "custom" ? effectiveOrder(plan, openIds) : null,
    lumpSums: plan.lumpSums.map(toLumpSumDto),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

// ---- the user's open debts this month ---------------------------------------------------------------------

async function openDebtIds(userId: string): Promise<string[]> {
  const rows = await db.debt.findMany({
    where: { userId, closedAt: null, archivedAt: null },
    orderBy: ADDED_ORDER,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * The open debts with what was paid to each in `month` (payments dated in it), the balance the month started with
 * (today's less the month's ledger rows other than an opening: a debt added this month starts from its opening),
 * whether it was tracked before the month, and this month's interest (charged, or still to come on its accrual
 * day). One statement, so one snapshot: a payment logged meanwhile is in every sum or in none. Its rows also say
 * whether interest came due (readCaughtUp): only then it catches up and reads again, so
 * the usual request is this one query (the bench's api and growth sections).
 */
async function loadMonthDebts(
  userId: string,
  month: CalendarMonth,
): Promise<(MonthDebt & { monthInterestCents: number })[]> {
  const monthStart = dateFromMonth(month);
  const nextMonth = dateFromMonth(addMonthsToCalendarMonth(month, 1));
  const rows = await readCaughtUp(userId, () => readMonthDebts(userId, monthStart, nextMonth));
  return rows.map((d) => {
    const debt = toEngineDebt(d);
    return {
      debt,
      dueDay: d.dueDay,
      paidCents: d.paidCents,
      startCents: debt.balanceCents - d.movedCents,
      trackedBeforeMonth: d.trackedBeforeMonth,
      // At the rate of the accrual day (a promo's rate in its months).
      monthInterestCents: d.chargedCents + interestToComeCents(d, nextMonth),
    };
  });
}

type MonthDebtRow = Pick<
  Debt,
  | "id"
  | "name"
  | "balance"
  | "interestRate"
  | "minPayment"
  | "kind"
  | "promoRate"
  | "promoStartsOn"
  | "promoEndsOn"
  | "deferredInterest"
  | "dueDay"
  | "nextInterestOn"
  | "closedAt"
> & { trackedBeforeMonth: boolean; paidCents: number; movedCents: number; chargedCents: number };

/**
 * The open debts in the order added (ADDED_ORDER), each with the month's three sums from its own indexed rows:
 * payments (Payment debtId, paymentDate), ledger rows other than the opening, and interest rows (INTEREST_ROWS:
 * interest, and the deferred-interest charge by its note). Money and dates come back as text, parsed here.
 */
async function readMonthDebts(userId: string, monthStart: Date, nextMonth: Date): Promise<MonthDebtRow[]> {
  // On Prisma's pool, not $queryRaw: the ORM's work around even a raw statement was measured on every GET
  // /api/plan/this-month (`npm run bench`). The days go as "YYYY-MM-DD" text, which no process time zone shifts.
  const { rows } = await getPool().query<{
    id: string;
    name: string;
    balance: string;
    interestRate: string;
    minPayment: string;
    kind: Debt["kind"];
    promoRate: string | null;
    promoStartsOn: string | null;
    promoEndsOn: string | null;
    deferredInterest: boolean;
    dueDay: number | null;
    nextInterestOn: string | null;
    trackedBeforeMonth: boolean;
    paid: string;
    moved: string;
    charged: string;
  }>(MONTH_DEBTS_SQL, [userId, dayFromDate(monthStart), dayFromDate(nextMonth), DEFERRED_NOTE_PREFIX]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    balance: new Prisma.Decimal(r.balance),
    interestRate: new Prisma.Decimal(r.interestRate),
    minPayment: new Prisma.Decimal(r.minPayment),
    kind: r.kind,
    promoRate: r.promoRate === null ? null : new Prisma.Decimal(r.promoRate),
    promoStartsOn: r.promoStartsOn,
    promoEndsOn: r.promoEndsOn,
    deferredInterest: r.deferredInterest,
    dueDay: r.dueDay,
    nextInterestOn: r.nextInterestOn === null ? null : dateFromDay(r.nextInterestOn),
    closedAt: null,
    trackedBeforeMonth: r.trackedBeforeMonth,
    paidCents: parseMoneyToCents(r.paid, { allowNegative: true }),
    movedCents: parseMoneyToCents(r.moved, { allowNegative: true }),
    chargedCents: parseMoneyToCents(r.charged, { allowNegative: true }),
  }));
}
