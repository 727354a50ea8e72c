import "server-only";
import { clockNow } from "@/lib/clock";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hasFeature } from "@/lib/billing/gates";
import { formatRate, toEngineDebt } from "@/lib/debts/stored";
import { listOpenDebts } from "@/lib/debts/service";
import { catchUpInterest } from "@/lib/ledger/service";
import { writeLocalStrategyMessage } from "@/lib/ai/local-strategy-writer";
import { writeStrategyMessage } from "@/lib/ai/strategy-message";
import type { MessageDepth, StrategyFacts, WrittenMessage } from "@/lib/ai/types";
import { analysisFacts } from "./analysis";
import type { Debt, Strategy } from "@/lib/generated/prisma/client";
import {
  MAX_AMOUNT_CENTS,
  MAX_MONTHS,
  PayoffInputError,
  addMonthsToCalendarMonth,
  calendarMonthOf,
  comparePlans,
  computePlan,
  decimalToCents,
  extraPaymentForTargetDate,
  formatCents,
  formatYearMonth,
  parseMoneyToCents,
  parseYearMonth,
  monthsBetween,
  planMonthToCalendar,
  type CalendarMonth,
  type DebtInput,
  type FeasiblePlan,
  type LumpSum,
  type PlanComparison,
  type PlanInput,
  type PlanResult,
} from "@/lib/payoff";
import { engineInput, type PlanChoice } from "@/lib/plan/this-month";
import type { LumpSumDto, PlanStrategy } from "@/lib/plan/types";
import type {
  MoreOrderKind,
  PlanKind,
  PlanSummaryDto,
  PromoSummaryDto,
  ScheduleMonth,
  StrategyDebtSnapshot,
  StrategyDto,
  StrategyKind,
  StrategySummaryDto,
} from "./types";

// Calculating a strategy: the user's open debts go through the payoff engine (the saved plan, avalanche, snowball
// and minimums-only, full schedules), the cheaper of avalanche and snowball is recommended (engine rule: less
// interest, then fewer months, then avalanche), the AI message is written from the engine's numbers, and the whole
// result is stored as one Strategy row. The stored DTO is what /results shows, so it never changes when debts change
// later. Its headline is the saved plan's: every screen describes the plan the user follows, and the recommendation
// is one of the alternatives (docs/product-rules.md "Debt calculator and results").
//
// Promos go to the engine with each debt (docs/payoff.md "Promotional rates"). Pro (custom strategies) also gets
// highest_interest_cost, cash_flow_index and highest_utilization in the comparison and the saved plan's lump sums applied to every ordered
// strategy (not to minimums only); the recommendation stays avalanche versus snowball.

/**
 * Stored in Strategy.result: the DTO without the row's own id and createdAt, and without its month-by-month
 * schedules (ARCHITECTURE.md, "Speed"): each summary keeps its numbers, and `inputs` holds what
 * the engine ran on, so the schedules are computed again when the full strategy is read. A 150-debt result with
 * schedules was megabytes per calculation; without, it grows with the debt count alone. Rows stored before this
 * have no `inputs` and still carry their schedules.
 */
type StoredSummary = Omit<PlanSummaryDto, "schedule"> & { schedule?: ScheduleMonth[] };
type StoredResult = Omit<StrategyDto, "id" | "createdAt" | "comparison" | "savedStrategy"> & {
  comparison: Record<PlanKind, StoredSummary | undefined>;
  inputs?: StrategyInputs;
  /** Absent on rows from before the saved plan was part of the answer (read as the recommendation). */
  savedStrategy?: PlanStrategy;
};

/** What one calculation ran the engine on: with the stored extra payment and lump sums, enough to run it again. */
interface StrategyInputs {
  /** The plan's first month, "YYYY-MM". */
  startMonth: string;
  /** The engine's debts, in the order it was given them (its tie-breaks depend on it). */
  debts: DebtInput[];
  /** Whether Pro's more orders were compared. */
  moreOrders: boolean;
  /**
   * The saved plan's run beside the stored extra payment: its strategy, custom order and lump sums as the engine
   * was given them (absent on rows from before the saved plan was part of the answer).
   */
  saved?: { strategy: PlanStrategy; customOrder?: string[]; lumpSums: LumpSumDto[] };
}

export interface CalculateOptions {
  /** The plan's first payment month is the month of `now` (UTC). */
  now?: Date;
  /** Injected in tests (a plain string counts as the local writer's); defaults to the AI SDK writer with its local fallback. */
  writeMessage?: (facts: StrategyFacts, depth: MessageDepth) => Promise<WrittenMessage | string>;
}

/** "Start making progress" horizon for an infeasible plan's suggested fix. */
const TARGET_YEARS = 5;

/**
 * `plan` is the saved plan as the calculation uses it, settled by the caller (lib/plan/service.ts: the saved
 * choice, or the default plan, with the extra payment sent if any). It runs through `engineInput`, the one place a
 * plan choice becomes the engine's input, and is the answer's headline (docs/product-rules.md "Debt calculator and
 * results"); avalanche, snowball and minimums (and Pro's more orders) run beside it with the same extra payment as
 * alternatives. The alternatives get the lump sums only when the user has Pro; the saved plan keeps its own, as
 * this month's split and the forecast do (docs/product-rules.md "Plans and limits", after a downgrade).
 */
export async function calculateStrategies(
  user: { id: string; subscriptionPlan: string },
  input: { plan: PlanChoice },
  { now = clockNow(), writeMessage = writeStrategyMessage }: CalculateOptions = {},
): Promise<StrategyDto> {
  const debts = await listOpenDebts(user.id);
  if (debts.length === 0) throw new AppError("bad_request", "Add at least one debt");

  const startMonth = calendarMonthOf(now, "utc");
  const engineDebts = debts.map(toEngineDebt);
  const savedInput = currentLumpSumsOnly(engineInput(engineDebts, input.plan, startMonth));
  const extraPaymentCents = savedInput.extraPaymentCents ?? 0;
  const pro = hasFeature(user, "customStrategy");
  const lumpSums = pro ? (savedInput.lumpSums ?? []) : [];
  const comparison = runEngine(() =>
    comparePlans({
      debts: engineDebts,
      extraPaymentCents,
      startMonth,
      includeSchedule: true,
      ...(lumpSums.length > 0 && { lumpSums }),
      ...(pro && { moreOrders: true }),
    }),
  );
  const plan = runEngine(() => computePlan({ ...savedInput, includeSchedule: true }));

  // The recommendation stays avalanche/snowball; the saved plan and Pro's other orders are shown beside it.
  const strategyType: StrategyKind = comparison.recommended;
  const snapshots = new Map(debts.map((d) => [d.id, toSnapshot(d)]));
  const facts = buildFacts({
    debts: engineDebts,
    snapshots,
    comparison,
    strategyType,
    saved: { strategy: input.plan.strategy, input: savedInput, result: plan },
    extraPaymentCents,
    startMonth,
  });
  // Basic and Pro get the longer analysis from their own records too; Free keeps the short message. Beside an
  // analysis the short one is kept too (the local writer: keyless, instant), for when the plan no longer
  // includes the analysis (messageForPlan).
  const depth: MessageDepth = hasFeature(user, "advancedAiInsights") ? "analysis" : "brief";
  const briefMessage = depth === "analysis" ? writeLocalStrategyMessage(facts) : null;
  if (depth === "analysis")
    facts.analysis = await analysisFacts({ userId: user.id, plan, debts: engineDebts, snapshots, startMonth });
  const written = await writeMessage(facts, depth);
  const { text: aiMessage, writer: messageWriter } =
    typeof written === "string" ? { text: written, writer: "local" as const } : written;
  const summary = (result: PlanResult) => toPlanSummary(result, startMonth, snapshots);
  const comparisonSummaries: StrategyDto["comparison"] = {
    saved: summary(plan),
    avalanche: summary(comparison.avalanche),
    snowball: summary(comparison.snowball),
    minimums: summary(comparison.minimums),
  };
  for (const kind of MORE_ORDERS) {
    const result = comparison[kind];
    if (result) comparisonSummaries[kind] = summary(result);
  }
  const savedOrder = savedInput.customOrder;

  const result: Omit<StrategyDto, "id" | "createdAt"> = {
    strategyType,
    savedStrategy: input.plan.strategy,
    ...(savedOrder && { savedOrder: [...savedOrder] }),
    totalDebt: formatCents(plan.startingBalanceCents),
    totalInterest: plan.feasible ? formatCents(plan.totalInterestCents) : null,
    payoffTimeMonths: plan.feasible ? plan.months : null,
    aiMessage,
    messageWriter,
    messageDepth: depth,
    extraPayment: formatCents(extraPaymentCents),
    monthlyBudget: formatCents(plan.monthlyBudgetCents),
    feasible: plan.feasible,
    infeasibleReason: plan.feasible ? null : plan.message,
    debts: plan.targetOrder.map((id) => snapshots.get(id)!),
    comparison: comparisonSummaries,
    ...(lumpSums.length > 0 && { lumpSums: lumpSums.map(toLumpSumDto) }),
    interestSavedVsOther: centsOrNull(savedVersus(comparison[otherOf(strategyType)], comparison[strategyType])),
    interestSavedVsMinimums: centsOrNull(savedVersus(comparison.minimums, plan)),
    warnings: comparison.warnings.map((w) => w.message),
  };

  return insertStrategy(
    user.id,
    result,
    {
      startMonth: formatYearMonth(startMonth),
      debts: engineDebts,
      moreOrders: pro,
      saved: {
        strategy: input.plan.strategy,
        ...(savedOrder && { customOrder: [...savedOrder] }),
        lumpSums: (savedInput.lumpSums ?? []).map(toLumpSumDto),
      },
    },
    briefMessage,
  );
}

/** Lump sums dated before the plan's first month are history, not "unused": they are left out. */
function currentLumpSumsOnly(input: PlanInput): PlanInput {
  const lumpSums = (input.lumpSums ?? []).filter((l) => monthsBetween(input.startMonth, l.month) >= 0);
  const { lumpSums: _all, ...rest } = input;
  return lumpSums.length > 0 ? { ...rest, lumpSums } : rest;
}

const MORE_ORDERS: readonly MoreOrderKind[] = ["highest_interest_cost", "cash_flow_index", "highest_utilization"];
const COMPARED: readonly PlanKind[] = ["saved", "avalanche", "snowball", "minimums", ...MORE_ORDERS];

/** The result as stored: every summary without its schedule, and the engine's inputs beside them. */
function toStored(result: Omit<StrategyDto, "id" | "createdAt">, inputs: StrategyInputs): StoredResult {
  const comparison = Object.fromEntries(
    COMPARED.flatMap((kind) => {
      const plan = result.comparison[kind];
      if (!plan) return [];
      const { schedule: _schedule, ...rest } = plan;
      return [[kind, rest]];
    }),
  ) as StoredResult["comparison"];
  return { ...result, comparison, inputs };
}

/**
 * The stored result as the DTO: schedules run again from its inputs (the same engine run the calculation made, so
 * the same months to the cent), or as stored on rows from before inputs were kept. `schedules: false` leaves
 * them empty, for readers that use the numbers alone.
 */
function fromStored(
  stored: StoredResult,
  { schedules }: { schedules: boolean },
): Omit<StrategyDto, "id" | "createdAt"> {
  const { inputs, comparison: storedComparison, ...rest } = stored;
  const rerun = schedules && inputs ? rerunSchedules(stored, inputs) : null;
  const summaries = Object.fromEntries(
    COMPARED.flatMap((kind) => {
      const plan = storedComparison[kind];
      if (!plan) return [];
      return [[kind, { ...plan, schedule: rerun?.[kind] ?? (schedules ? (plan.schedule ?? []) : []) }]];
    }),
  ) as Omit<StrategyDto["comparison"], "saved"> & { saved?: PlanSummaryDto };
  // Rows from before the saved plan was part of the answer: their headline is the recommendation's, so it stands
  // for the saved plan too, as those screens showed it.
  const comparison = { ...summaries, saved: summaries.saved ?? summaries[rest.strategyType] };
  return { ...rest, savedStrategy: rest.savedStrategy ?? rest.strategyType, comparison };
}

/** Every stored plan's schedule, from the same engine runs the calculation made (so the same months to the cent). */
function rerunSchedules(stored: StoredResult, inputs: StrategyInputs): Partial<Record<PlanKind, ScheduleMonth[]>> {
  const startMonth = parseYearMonth(inputs.startMonth)!;
  const extraPaymentCents = parseMoneyToCents(stored.extraPayment);
  const lumpSums = lumpSumsOf(stored.lumpSums ?? []);
  const comparison: Partial<Record<PlanKind, PlanResult>> = comparePlans({
    debts: inputs.debts,
    extraPaymentCents,
    startMonth,
    includeSchedule: true,
    ...(lumpSums.length > 0 && { lumpSums }),
    ...(inputs.moreOrders && { moreOrders: true }),
  });
  if (inputs.saved) {
    const savedLumpSums = lumpSumsOf(inputs.saved.lumpSums);
    comparison.saved = computePlan({
      debts: inputs.debts,
      strategy: inputs.saved.strategy,
      ...(inputs.saved.customOrder && { customOrder: inputs.saved.customOrder }),
      extraPaymentCents,
      startMonth,
      includeSchedule: true,
      ...(savedLumpSums.length > 0 && { lumpSums: savedLumpSums }),
    });
  }
  return Object.fromEntries(
    COMPARED.flatMap((kind) => {
      const plan = comparison[kind];
      return plan ? [[kind, plan.feasible ? toScheduleMonths(plan.schedule ?? [], startMonth) : []]] : [];
    }),
  );
}

function lumpSumsOf(dtos: readonly LumpSumDto[]): LumpSum[] {
  return dtos.map((l) => ({
    // A tight month is a negative lump sum (docs/payoff.md, "Lump sums").
    amountCents: parseMoneyToCents(l.amount, { allowNegative: true }),
    month: parseYearMonth(l.month)!,
  }));
}

/**
 * One INSERT with the result already serialized. Through `db.strategy.create` Prisma walks every value of the
 * ~100 KB result (its argument serializer was half the CPU time of a calculation under load, `npm run bench`);
 * PostgreSQL parses the JSON text faster, and the DTO is the object in hand, so nothing is read back but the id
 * and time. Ids are UUIDs here (Prisma's cuid() default runs in the client, not the database); both are opaque.
 * totalInterest is a required column: an infeasible plan stores "0" there, and its DTO (in `result`) says null.
 */
async function insertStrategy(
  userId: string,
  result: Omit<StrategyDto, "id" | "createdAt">,
  inputs: StrategyInputs,
  briefMessage: string | null,
): Promise<StrategyDto> {
  const [inserted] = await db.$transaction([
    insertRow(userId, toStored(result, inputs), briefMessage),
    pruneOlderStrategies(userId),
  ]);
  const row = inserted[0]!;
  return { id: row.id, createdAt: row.createdAt.toISOString(), ...result };
}

/** Calculations kept per user: the latest is "the" strategy, a few before it are history; older ones go. */
export const STRATEGIES_KEPT_PER_USER = 20;

function insertRow(userId: string, result: StoredResult, briefMessage: string | null) {
  return db.$queryRaw<{ id: string; createdAt: Date }[]>`
    INSERT INTO "Strategy" (id, "userId", "strategyType", "savedStrategy", "extraPayment", "totalDebt",
                            "totalInterest", "payoffTimeMonths", "isFeasible", "infeasibleReason", "aiMessage",
                            "messageWriter", "messageDepth", "briefMessage", result)
    VALUES (${randomUUID()}, ${userId}, ${result.strategyType}::"StrategyType",
            ${result.savedStrategy ?? result.strategyType}::"StrategyType", ${result.extraPayment}::numeric,
            ${result.totalDebt}::numeric, ${result.totalInterest ?? "0"}::numeric, ${result.payoffTimeMonths},
            ${result.feasible}, ${result.infeasibleReason}, ${result.aiMessage}, ${result.messageWriter},
            ${result.messageDepth}, ${briefMessage}, ${JSON.stringify(result)}::jsonb)
    RETURNING id, "createdAt"`;
}

/**
 * Deletes all but the user's latest STRATEGIES_KEPT_PER_USER rows (in LATEST_FIRST's order), in the insert's
 * transaction: one account cannot grow the table without bound.
 */
function pruneOlderStrategies(userId: string) {
  return db.$executeRaw`
    DELETE FROM "Strategy"
     WHERE "userId" = ${userId}
       AND id NOT IN (SELECT id FROM "Strategy" WHERE "userId" = ${userId}
                       ORDER BY "createdAt" DESC, id DESC LIMIT ${STRATEGIES_KEPT_PER_USER})`;
}

/** Which strategy is "the latest": the full one (/results) and the summary (dashboard) must always agree. */
const LATEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The latest strategy in full; `schedules: false` for readers of its numbers alone (the engine is not run again). */
export async function getLatestStrategy(
  userId: string,
  { schedules = true }: { schedules?: boolean } = {},
): Promise<StrategyDto | null> {
  const row = await db.strategy.findFirst({
    where: { userId },
    orderBy: LATEST_FIRST,
    include: { user: { select: { subscriptionPlan: true } } },
  });
  if (!row) return null;
  return {
    ...toStrategyDto(row, { schedules }),
    ...messageForPlan(row.user, row),
    outOfDate: await isOutOfDate(userId, row),
  };
}

/**
 * The message the reader's plan includes now (docs/product-rules.md "Plans and limits"): a stored analysis as
 * written while the plan includes it; otherwise the short message kept beside it, or none on rows from before it
 * was kept (recalculating writes one).
 */
function messageForPlan(
  user: { subscriptionPlan: string },
  row: Pick<Strategy, "aiMessage" | "messageWriter" | "messageDepth" | "briefMessage">,
): Pick<StrategyDto, "aiMessage" | "messageWriter" | "messageDepth"> {
  if (row.messageDepth !== "analysis")
    return { aiMessage: row.aiMessage, messageWriter: writerOf(row.messageWriter), messageDepth: "brief" };
  if (hasFeature(user, "advancedAiInsights"))
    return { aiMessage: row.aiMessage, messageWriter: writerOf(row.messageWriter), messageDepth: "analysis" };
  return {
    aiMessage: row.briefMessage,
    messageWriter: row.briefMessage === null ? null : "local",
    messageDepth: "brief",
  };
}

/**
 * Whether the user's debts moved since a strategy was calculated (nothing on screen may silently be stale;
 * docs/product-rules.md "Debt calculator and results"): the open balances no longer add up to its total (a payment,
 * interest, a statement, a removed debt), or a debt was added or edited after it. The screens then say so and offer to
 * recalculate from the saved plan.
 */
async function isOutOfDate(userId: string, row: Pick<Strategy, "createdAt" | "totalDebt">): Promise<boolean> {
  await catchUpInterest(userId);
  const [facts] = await db.$queryRaw<{ total: string; changed: boolean }[]>`
    SELECT COALESCE(sum("balance") FILTER (WHERE "closedAt" IS NULL AND "archivedAt" IS NULL), 0)::text AS "total",
           COALESCE(bool_or("createdAt" > ${row.createdAt} OR "updatedAt" > ${row.createdAt}), false) AS "changed"
      FROM "Debt" WHERE "userId" = ${userId}`;
  return facts!.changed || parseMoneyToCents(facts!.total) !== decimalToCents(row.totalDebt);
}

/**
 * The latest strategy's headline numbers and message (GET /api/strategies/latest/summary; the dashboard), from the
 * row's own columns: the ~100 KB result is neither read nor parsed.
 */
export async function getLatestStrategySummary(userId: string): Promise<StrategySummaryDto | null> {
  const row = await db.strategy.findFirst({
    where: { userId },
    orderBy: LATEST_FIRST,
    select: {
      id: true,
      createdAt: true,
      strategyType: true,
      savedStrategy: true,
      totalDebt: true,
      totalInterest: true,
      payoffTimeMonths: true,
      aiMessage: true,
      messageWriter: true,
      messageDepth: true,
      briefMessage: true,
      isFeasible: true,
      infeasibleReason: true,
      user: { select: { subscriptionPlan: true } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    strategyType: row.strategyType as StrategySummaryDto["strategyType"], // only calculate() writes rows: never "custom"
    // Null on rows from before the saved plan was recorded: their numbers are the recommendation's.
    savedStrategy: row.savedStrategy ?? row.strategyType,
    // The column holds "0" for an infeasible plan (it is required); the DTO says null, as the full one does.
    totalInterest: row.isFeasible ? formatCents(decimalToCents(row.totalInterest)) : null,
    payoffTimeMonths: row.payoffTimeMonths,
    ...messageForPlan(row.user, row),
    feasible: row.isFeasible,
    infeasibleReason: row.infeasibleReason,
    outOfDate: await isOutOfDate(userId, row),
  };
}

export function toStrategyDto(row: Strategy, { schedules = true }: { schedules?: boolean } = {}): StrategyDto {
  const stored = fromStored(row.result as unknown as StoredResult, { schedules });
  // Rows from before the writer was recorded say nothing about it: null, shown without AI wording.
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ...stored,
    messageWriter: writerOf(row.messageWriter),
    messageDepth: stored.messageDepth ?? "brief",
  };
}

function writerOf(value: string | null): StrategyDto["messageWriter"] {
  return value === "model" || value === "local" ? value : null;
}

// ---- engine plumbing ----------------------------------------------------------------------------------------

/** The engine throws PayoffInputError only for input it cannot run (e.g. more debts than it supports). */
function runEngine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof PayoffInputError) throw new AppError("bad_request", error.message);
    throw error;
  }
}

function toSnapshot(debt: Debt): StrategyDebtSnapshot {
  return {
    id: debt.id,
    name: debt.name,
    balance: debt.balance.toFixed(2),
    interestRate: formatRate(debt.interestRate),
    minPayment: debt.minPayment.toFixed(2),
    kind: debt.kind,
    promoRate: debt.promoRate === null ? null : formatRate(debt.promoRate),
    promoEndsOn: debt.promoEndsOn,
    deferredInterest: debt.deferredInterest,
    creditLimit: debt.creditLimit === null ? null : debt.creditLimit.toFixed(2),
  };
}

function toPlanSummary(
  plan: PlanResult,
  startMonth: CalendarMonth,
  debts: Map<string, StrategyDebtSnapshot>,
): PlanSummaryDto {
  const monthOf = (planMonth: number) => formatYearMonth(planMonthToCalendar(startMonth, planMonth));
  // A plan that never pays off states its promos too: those plans are the likeliest to be charged deferred interest.
  const promos = (plan.feasible ? plan.debts : plan.promos).flatMap((d): PromoSummaryDto[] => {
    if (!d.promo) return [];
    const snapshot = debts.get(d.id)!;
    const deferred = d.promo.deferredInterest;
    return [
      {
        debtId: d.id,
        name: snapshot.name,
        promoRate: snapshot.promoRate ?? "0",
        endsOn: d.promo.endsOn,
        deferredInterest: deferred,
        atRisk: deferred ? formatCents(d.promo.atRiskCents) : null,
        charged: d.promo.chargedInMonth !== null ? formatCents(d.promo.chargedCents) : null,
        chargedOn: d.promo.chargedInMonth !== null ? monthOf(d.promo.chargedInMonth) : null,
        paidOffOn: d.payoffMonth ? monthOf(d.payoffMonth) : null,
      },
    ];
  });
  if (!plan.feasible) {
    return {
      feasible: false,
      months: null,
      totalInterest: null,
      totalPaid: null,
      debtFreeDate: null,
      // No debt-free date, so no payoff months: the debts in the order the plan would target them.
      payoffOrder: plan.targetOrder.map((id) => ({ id, name: debts.get(id)!.name, payoffMonth: null })),
      reason: plan.message,
      schedule: [],
      ...(promos.length > 0 && { promos }),
    };
  }
  const outcome = new Map(plan.debts.map((d) => [d.id, d]));
  return {
    feasible: true,
    months: plan.months,
    totalInterest: formatCents(plan.totalInterestCents),
    totalPaid: formatCents(plan.totalPaidCents),
    debtFreeDate: plan.debtFreeDate,
    payoffOrder: plan.payoffOrder.map((id) => ({
      id,
      name: debts.get(id)!.name,
      payoffMonth: outcome.get(id)!.payoffMonth,
    })),
    reason: null,
    schedule: toScheduleMonths(plan.schedule ?? [], startMonth),
    ...(promos.length > 0 && { promos }),
    ...(plan.unusedLumpSums.length > 0 && {
      unusedLumpSums: plan.unusedLumpSums.map((l) => ({ amount: formatCents(l.amountCents), month: l.month })),
    }),
  };
}

function toScheduleMonths(schedule: NonNullable<FeasiblePlan["schedule"]>, startMonth: CalendarMonth): ScheduleMonth[] {
  return schedule.map((row) => ({
    month: row.month,
    date: formatYearMonth(planMonthToCalendar(startMonth, row.month)),
    totalPayment: formatCents(row.totalPaymentCents),
    totalBalance: formatCents(row.totalBalanceCents),
    debts: row.perDebt.map((e) => ({
      id: e.id,
      payment: formatCents(e.paymentCents),
      interest: formatCents(e.interestCents),
      principal: formatCents(e.principalCents),
      balance: formatCents(e.balanceCents),
      ...(e.promo && { promo: true }),
      ...(e.deferredInterestCents !== undefined && { deferredInterest: formatCents(e.deferredInterestCents) }),
    })),
  }));
}

function toLumpSumDto(lump: LumpSum): LumpSumDto {
  return { amount: formatCents(lump.amountCents), month: formatYearMonth(lump.month) };
}

function otherOf(kind: StrategyKind): StrategyKind {
  return kind === "avalanche" ? "snowball" : "avalanche";
}

/** Interest `plan` saves compared with `other`, in cents; null unless both pay off. */
function savedVersus(other: PlanResult, plan: PlanResult): number | null {
  return other.feasible && plan.feasible ? other.totalInterestCents - plan.totalInterestCents : null;
}

function centsOrNull(cents: number | null): string | null {
  return cents === null ? null : formatCents(cents);
}

// ---- facts for the AI message ------------------------------------------------------------------------------

/** The saved plan as the calculation ran it: its name, the engine's input (from engineInput) and the result. */
interface SavedRun {
  strategy: PlanStrategy;
  input: PlanInput;
  result: PlanResult;
}

/**
 * The message's facts: the headline ones (dates, interest, first target, extra payment, promos, the fix when it
 * never pays off) are the saved plan's; the recommendation's are kept beside them (`recommended`, `vsOther`) and,
 * when the saved plan differs from it, how the two compare (`plan`, `vsRecommended`).
 */
function buildFacts(args: {
  debts: DebtInput[];
  snapshots: Map<string, StrategyDebtSnapshot>;
  comparison: PlanComparison;
  strategyType: StrategyKind;
  saved: SavedRun;
  extraPaymentCents: number;
  startMonth: CalendarMonth;
}): StrategyFacts {
  const { debts, snapshots, comparison, strategyType, saved, extraPaymentCents, startMonth } = args;
  const plan = saved.result;
  const recommendation = comparison[strategyType];
  const other = comparison[otherOf(strategyType)];
  const first = debts.find((d) => d.id === plan.targetOrder[0])!;
  const maxApr = Math.max(...debts.map((d) => d.aprPercent));
  const minBalance = Math.min(...debts.map((d) => d.balanceCents));
  const run = (extra: number) => computePlan({ ...saved.input, extraPaymentCents: extra });
  const isRecommended = saved.strategy === strategyType && samePlan(plan, recommendation);

  return {
    recommended: strategyType,
    other: otherOf(strategyType),
    ...(!isRecommended && {
      plan: {
        strategy: saved.strategy,
        ...(saved.input.customOrder && { order: saved.input.customOrder.map((id) => snapshots.get(id)!.name) }),
        lumpSums: saved.input.lumpSums?.length ?? 0,
      },
      vsRecommended: plan.feasible && recommendation.feasible ? difference(plan, recommendation) : null,
    }),
    debtCount: debts.length,
    totalDebt: formatCents(plan.startingBalanceCents),
    monthlyBudget: formatCents(plan.monthlyBudgetCents),
    extraPayment: formatCents(extraPaymentCents),
    feasible: plan.feasible,
    months: plan.feasible ? plan.months : null,
    debtFreeDate: plan.feasible ? plan.debtFreeDate : null,
    totalInterest: plan.feasible ? formatCents(plan.totalInterestCents) : null,
    firstDebt: {
      name: first.name,
      interestRate: snapshots.get(first.id)!.interestRate,
      balance: formatCents(first.balanceCents),
      minPayment: formatCents(first.minPaymentCents),
      payoffMonth: plan.feasible ? (plan.debts.find((d) => d.id === first.id)?.payoffMonth ?? null) : null,
      isHighestRate: first.aprPercent === maxApr,
      isSmallestBalance: first.balanceCents === minBalance,
    },
    strategiesAgree: sameOrder(comparison.avalanche.targetOrder, comparison.snowball.targetOrder),
    vsOther: recommendation.feasible && other.feasible ? difference(other, recommendation) : null,
    vsMinimums: plan.feasible && comparison.minimums.feasible ? difference(comparison.minimums, plan) : null,
    minimumsNeverPayOff: !comparison.minimums.feasible,
    extraEffect: plan.feasible ? extraEffect(plan, extraPaymentCents, run) : null,
    warnings: comparison.warnings.map((w) => ({
      debtName: w.debtName,
      minPayment: formatCents(w.minPaymentCents),
      monthlyInterest: formatCents(w.monthlyInterestCents),
    })),
    infeasible: plan.feasible ? null : infeasibleFix(plan.message, saved.input, startMonth),
    ...(plan.feasible && deferredFacts(plan, snapshots)),
  };
}

/** Same outcome to the cent and month (a saved avalanche plan is the recommendation unless its lump sums differ). */
function samePlan(a: PlanResult, b: PlanResult): boolean {
  if (!a.feasible || !b.feasible) return a.feasible === b.feasible && sameOrder(a.targetOrder, b.targetOrder);
  return (
    a.totalInterestCents === b.totalInterestCents && a.months === b.months && sameOrder(a.targetOrder, b.targetOrder)
  );
}

/** The saved plan's deferred-interest promos with something at risk: when each ends and whether it is charged. */
function deferredFacts(
  plan: FeasiblePlan,
  snapshots: Map<string, StrategyDebtSnapshot>,
): Pick<StrategyFacts, "deferredInterest"> | null {
  const facts = plan.debts.flatMap((d) =>
    d.promo?.deferredInterest && d.promo.atRiskCents > 0
      ? [
          {
            debtName: snapshots.get(d.id)!.name,
            endsOn: d.promo.endsOn,
            atRisk: formatCents(d.promo.atRiskCents),
            charged: d.promo.chargedInMonth !== null,
          },
        ]
      : [],
  );
  return facts.length > 0 ? { deferredInterest: facts } : null;
}

function difference(worse: FeasiblePlan, better: FeasiblePlan) {
  return {
    interestSaved: formatCents(worse.totalInterestCents - better.totalInterestCents),
    monthsSaved: worse.months - better.months,
  };
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * What the extra payment changes, from a second engine run of the same strategy: with an extra, compared with
 * none; without one, what a modest extra (10 % of the monthly budget, rounded up to $25) would do.
 */
function extraEffect(
  plan: FeasiblePlan,
  extraPaymentCents: number,
  run: (extra: number) => PlanResult,
): StrategyFacts["extraEffect"] {
  if (extraPaymentCents > 0) {
    const without = run(0);
    if (!without.feasible) return { kind: "enables", extra: formatCents(extraPaymentCents) };
    const d = difference(without, plan);
    return { kind: "actual", extra: formatCents(extraPaymentCents), ...d };
  }
  const whatIf = Math.max(2500, Math.ceil((plan.monthlyBudgetCents * 0.1) / 2500) * 2500);
  const withExtra = run(whatIf);
  if (!withExtra.feasible) return null;
  return { kind: "what_if", extra: formatCents(whatIf), ...difference(plan, withExtra) };
}

/** The smallest extra payments (whole dollars, found with the engine) that give a date at all, and within 5 years. */
function infeasibleFix(reason: string, input: PlanInput, startMonth: CalendarMonth): StrategyFacts["infeasible"] {
  const strategy = input.strategy === "minimums" ? "avalanche" : input.strategy;
  const search = (months: number) => {
    const found = extraPaymentForTargetDate({
      debts: input.debts,
      strategy,
      ...(input.customOrder && { customOrder: input.customOrder }),
      startMonth,
      target: addMonthsToCalendarMonth(startMonth, months - 1),
      granularity: "dollar",
    });
    return found && found.extraPaymentCents <= MAX_AMOUNT_CENTS ? found : null;
  };
  const any = search(MAX_MONTHS);
  const target = search(TARGET_YEARS * 12);
  return {
    reason,
    extraNeeded: any ? { extra: formatCents(any.extraPaymentCents), months: any.plan.months } : null,
    extraForTarget:
      target && (!any || any.plan.months > TARGET_YEARS * 12)
        ? { extra: formatCents(target.extraPaymentCents), years: TARGET_YEARS, debtFreeDate: target.plan.debtFreeDate }
        : null,
  };
}
