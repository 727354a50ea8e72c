import type { DebtDto } from "@/lib/debts/types";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import type { PlanDto, ThisMonthDto } from "@/lib/plan/types";
import type { ForecastDto, ProgressDto } from "@/lib/progress/types";
import type { StrategySummaryDto } from "@/lib/strategies/types";

/**
 * Everything the dashboard's cards read, each under the query key its own GET answers (lib/query-keys.ts): what a
 * logged payment's answer carries, so the dashboard is current without reading them again (docs/product-rules.md
 * "Interface conventions"). `forecast` is null where the plan has no forecasting (the card shows the upgrade note instead).
 */
export interface DashboardDto {
  debts: DebtDto[];
  thisMonth: ThisMonthDto;
  plan: PlanDto;
  progress: ProgressDto;
  forecast: ForecastDto | null;
  latestStrategySummary: StrategySummaryDto | null;
}

/** POST /api/payments/log's answer: the payment's own fields, and the dashboard after it. */
export interface LoggedPaymentDto extends LogPaymentResultDto {
  dashboard: DashboardDto;
}
