import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import {
  comparePlans,
  computePlan,
  parseMoneyToCents,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type PlanInput,
  type PlanResult,
} from "@/lib/payoff";
import type { LumpSumDto, PlanStrategy } from "@/lib/plan/types";
import { COMPARED, toScheduleMonths } from "./dto";
import type { StrategyFacts } from "./message/types";
import type { PlanKind, PlanSummaryDto, ScheduleMonth, StrategyDto } from "./types";

// How a calculated strategy is kept in the Strategy table and turned back into its answer: one INSERT with the
// result serialized, the user's older rows pruned in the same transaction, and schedules run again from the
// stored engine inputs on a full read (ARCHITECTURE.md "Speed").

/**
 * Stored in Strategy.result: the DTO without the row's own id and createdAt, and without its month-by-month
 * schedules (ARCHITECTURE.md, "Speed"): each summary keeps its numbers, and `inputs` holds what
 * the engine ran on, so the schedules are computed again when the full strategy is read. A 150-debt result with
 * schedules was megabytes per calculation; without, it grows with the debt count alone. Rows stored before this
 * have no `inputs` and still carry their schedules.
 */
type StoredSummary = Omit<PlanSummaryDto, "schedule"> & { schedule?: ScheduleMonth[] };
export type StoredResult = Omit<StrategyDto, "id" | "createdAt" | "comparison" | "savedStrategy"> & {
  comparison: Record<PlanKind, StoredSummary | undefined>;
  inputs?: StrategyInputs;
  /** Absent on rows from before the saved plan was part of the answer (read as the recommendation). */
  savedStrategy?: PlanStrategy;
};

/** What one calculation ran the engine on: with the stored extra payment and lump sums, enough to run it again. */
export interface StrategyInputs {
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
  /**
   * What the message was written from (the analysis' facts included when it was one), so "Explain again" streams a
   * new one of the same calculation (./message/stream.ts); absent on rows from before it was kept.
   */
  messageFacts?: StrategyFacts;
}

/** The result as stored: every summary without its schedule, and the engine's inputs beside them. */
export function toStored(result: Omit<StrategyDto, "id" | "createdAt">, inputs: StrategyInputs): StoredResult {
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
export function fromStored(
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
  const base = rerunBase(stored, inputs);
  const comparison: Partial<Record<PlanKind, PlanResult>> = comparePlans({
    ...base,
    ...(inputs.moreOrders && { moreOrders: true }),
  });
  if (inputs.saved) comparison.saved = computePlan(savedRunInput(base, inputs.saved));
  return Object.fromEntries(
    COMPARED.flatMap((kind) => {
      const plan = comparison[kind];
      return plan ? [[kind, plan.feasible ? toScheduleMonths(plan.schedule ?? [], base.startMonth) : []]] : [];
    }),
  );
}

/**
 * One stored plan's schedule, its engine run alone (GET /api/strategies/latest/schedule): the same input as the
 * calculation's run of that plan, so the same months to the cent as the full read, at a seventh of the work. Null
 * when the calculation did not compare that plan.
 */
export function storedSchedule(stored: StoredResult, kind: PlanKind): ScheduleMonth[] | null {
  // Rows from before the saved plan was part of the answer: the recommendation stands for it (as in fromStored).
  const read = kind === "saved" && !stored.comparison.saved ? stored.strategyType : kind;
  const plan = stored.comparison[read];
  if (!plan) return null;
  const { inputs } = stored;
  if (!inputs) return plan.schedule ?? [];
  if (!plan.feasible) return [];
  const base = rerunBase(stored, inputs);
  if (read === "saved") return inputs.saved ? scheduleOf(computePlan(savedRunInput(base, inputs.saved)), base) : [];
  return scheduleOf(computePlan({ ...base, strategy: read }), base);
}

type RerunBase = Omit<PlanInput, "strategy"> & { startMonth: CalendarMonth };

/** What every plan of a calculation ran on: its debts, extra payment, first month and (Pro) the lump sums. */
function rerunBase(stored: StoredResult, inputs: StrategyInputs): RerunBase {
  const lumpSums = lumpSumsOf(stored.lumpSums ?? []);
  return {
    debts: inputs.debts,
    extraPaymentCents: parseMoneyToCents(stored.extraPayment),
    startMonth: parseYearMonth(inputs.startMonth)!,
    includeSchedule: true,
    ...(lumpSums.length > 0 && { lumpSums }),
  };
}

/** The saved plan's run: its own strategy, custom order and lump sums on the calculation's debts and extra. */
function savedRunInput(base: RerunBase, saved: NonNullable<StrategyInputs["saved"]>): PlanInput {
  const { lumpSums: _alternatives, ...rest } = base;
  const lumpSums = lumpSumsOf(saved.lumpSums);
  return {
    ...rest,
    strategy: saved.strategy,
    ...(saved.customOrder && { customOrder: saved.customOrder }),
    ...(lumpSums.length > 0 && { lumpSums }),
  };
}

function scheduleOf(plan: PlanResult, base: RerunBase): ScheduleMonth[] {
  return plan.feasible ? toScheduleMonths(plan.schedule ?? [], base.startMonth) : [];
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
export async function insertStrategy(
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
