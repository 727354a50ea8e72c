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

// Strategy.result: the DTO without its schedules (ARCHITECTURE.md "Speed"), which a full read runs again from
// `inputs`: a 150-debt result with schedules was megabytes per calculation. Rows from before have no `inputs`.
type StoredSummary = Omit<PlanSummaryDto, "schedule"> & { schedule?: ScheduleMonth[] };
export type StoredResult = Omit<StrategyDto, "id" | "createdAt" | "comparison" | "savedStrategy"> & {
  comparison: Record<PlanKind, StoredSummary | undefined>;
  inputs?: StrategyInputs;
  /** Absent on rows from before the saved plan was part of the answer (read as the recommendation). */
  savedStrategy?: PlanStrategy;
};

/** What one calculation ran the engine on: with the stored extra payment and lump sums, enough to run it again. */
export interface StrategyInputs {
  startMonth: string;
  /** The engine's debts, in the order it was given them (its tie-breaks depend on it). */
  debts: DebtInput[];
  moreOrders: boolean;
  /** Absent on rows from before the saved plan was part of the answer. */
  saved?: { strategy: PlanStrategy; customOrder?: string[]; lumpSums: LumpSumDto[] };
  /** So "Explain again" streams a new message of the same calculation (./message/stream.ts). */
  messageFacts?: StrategyFacts;
}

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

/** `schedules: false` leaves them empty, for readers that use the numbers alone. */
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
  // Rows from before the saved plan was part of the answer: the recommendation stands for it, as those screens showed.
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

/** The calculation's input for that plan alone: the same months to the cent as the full read, a seventh of the work. */
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
    amountCents: parseMoneyToCents(l.amount, { allowNegative: true }),
    month: parseYearMonth(l.month)!,
  }));
}

// Raw SQL with the result already serialized: Prisma's argument serializer walking the ~100 KB result was half the
// CPU time of a calculation under load (`npm run bench`). Ids are UUIDs here (Prisma's cuid() default runs in the
// client); both are opaque. An infeasible plan stores "0" in the required totalInterest; its DTO says null.
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

/** In the insert's transaction: one account cannot grow the table without bound. */
function pruneOlderStrategies(userId: string) {
  return db.$executeRaw`
    DELETE FROM "Strategy"
     WHERE "userId" = ${userId}
       AND id NOT IN (SELECT id FROM "Strategy" WHERE "userId" = ${userId}
                       ORDER BY "createdAt" DESC, id DESC LIMIT ${STRATEGIES_KEPT_PER_USER})`;
}
