import "server-only";
import { fieldError, notFound } from "@/lib/errors";
import type { RateLimitRule } from "@/lib/rate-limit";
import type { TScheduleExport } from "@/lib/validations/strategies";
import { scheduleCsv } from "./csv";
import { planReportPdf } from "./report";
import { getLatestStrategy } from "./read";

// Basic and Pro: the route checks the csvExport gate first.
export async function exportLatestSchedule(
  userId: string,
  query: TScheduleExport,
): Promise<{ filename: string; csv: string }> {
  const strategy = await getLatestStrategy(userId);
  if (!strategy) throw notFound("Strategy");
  if (query.debtId && !strategy.debts.some((d) => d.id === query.debtId)) throw notFound("Debt");
  const kind = query.kind ?? "saved";
  // The more orders are in a comparison only when the user had Pro when it was calculated.
  if (!strategy.comparison[kind])
    throw fieldError("kind", "This calculation does not include that order; recalculate on Pro to compare it");
  return scheduleCsv(strategy, kind, query.debtId);
}

/** A report draws every debt's every month: up to hundreds of pages and seconds of CPU for the largest plans. */
export const REPORT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** Pro: the route checks the exportReports gate first. */
export async function latestPlanReport(userId: string): Promise<Uint8Array<ArrayBuffer>> {
  const strategy = await getLatestStrategy(userId);
  if (!strategy) throw notFound("Strategy");
  return planReportPdf(strategy);
}
