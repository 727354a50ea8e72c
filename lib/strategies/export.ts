import "server-only";
import { notFound } from "@/lib/errors";
import type { TScheduleExport } from "@/lib/validations/strategies";
import { scheduleCsv } from "./csv";
import { getLatestStrategy } from "./service";

// CSV export of the latest strategy's month-by-month schedule (Basic and Pro: the route checks the csvExport
// gate first). The recommended strategy unless `kind` names another compared plan; one debt or all.
export async function exportLatestSchedule(userId: string, query: TScheduleExport): Promise<{ filename: string; csv: string }> {
  const strategy = await getLatestStrategy(userId);
  if (!strategy) throw notFound("Strategy");
  if (query.debtId && !strategy.debts.some((d) => d.id === query.debtId)) throw notFound("Debt");
  return scheduleCsv(strategy, query.kind ?? strategy.strategyType, query.debtId);
}
