import "server-only";
import { db } from "@/lib/db";
import { hasFeature } from "@/lib/billing/gates";
import { catchUpInterest } from "@/lib/ledger/service";
import type { Strategy } from "@/lib/generated/prisma/client";
import { decimalToCents, formatCents, parseMoneyToCents } from "@/lib/payoff";
import { fieldError, notFound } from "@/lib/errors";
import type { TScheduleQuery } from "@/lib/validations/strategies";
import { strategyWork } from "./queue";
import { fromStored, storedSchedule, type StoredResult } from "./storage";
import type { StrategyDto, StrategyScheduleDto, StrategySummaryDto } from "./types";

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
  // Running every plan's schedule again is the heavy part of a read: through the queue, as calculations are.
  const dto = schedules
    ? await strategyWork.run(async () => toStrategyDto(row, { schedules }))
    : toStrategyDto(row, { schedules });
  return {
    ...dto,
    ...messageForPlan(row.user, row),
    outOfDate: await isOutOfDate(userId, row),
  };
}

// docs/product-rules.md "Plans and limits": a stored analysis only while the reader's plan includes it, else the short
// message kept beside it (none on rows from before it was kept).
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

// Nothing on screen may silently be stale (docs/product-rules.md "Debt calculator and results"): the open balances no
// longer adding up to its total, or a debt added or edited after it, mark a strategy out of date.
async function isOutOfDate(userId: string, row: Pick<Strategy, "createdAt" | "totalDebt">): Promise<boolean> {
  await catchUpInterest(userId);
  const [facts] = await db.$queryRaw<{ total: string; changed: boolean }[]>`
    SELECT COALESCE(sum("balance") FILTER (WHERE "closedAt" IS NULL AND "archivedAt" IS NULL), 0)::text AS "total",
           COALESCE(bool_or("createdAt" > ${row.createdAt} OR "updatedAt" > ${row.createdAt}), false) AS "changed"
      FROM "Debt" WHERE "userId" = ${userId}`;
  return facts!.changed || parseMoneyToCents(facts!.total) !== decimalToCents(row.totalDebt);
}

/** From the row's own columns: the ~100 KB result is neither read nor parsed. */
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

/** A large plan's reader takes a debt or a page of months at a time instead of the whole answer. */
export async function getLatestSchedule(userId: string, query: TScheduleQuery): Promise<StrategyScheduleDto> {
  const row = await db.strategy.findFirst({
    where: { userId },
    orderBy: LATEST_FIRST,
    select: { id: true, result: true },
  });
  if (!row) throw notFound("Strategy");
  const stored = row.result as unknown as StoredResult;
  if (query.debtId && !stored.debts.some((d) => d.id === query.debtId)) throw notFound("Debt");
  const kind = query.kind ?? "saved";
  const schedule = await strategyWork.run(async () => storedSchedule(stored, kind));
  // The more orders are in a comparison only when the user had Pro when it was calculated.
  if (!schedule)
    throw fieldError("kind", "This calculation does not include that order; recalculate on Pro to compare it");
  const months = schedule
    .filter((m) => (!query.from || m.date >= query.from) && (!query.to || m.date <= query.to))
    .map((m) => (query.debtId ? { ...m, debts: m.debts.filter((d) => d.id === query.debtId) } : m));
  return { strategyId: row.id, kind, ...(query.debtId && { debtId: query.debtId }), months };
}
