import type { DebtDto } from "@/lib/debts/types";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import type { PlanDto, ThisMonthDto } from "@/lib/plan/types";
import type { ForecastDto, ProgressDto } from "@/lib/progress/types";
import type { StrategySummaryDto } from "@/lib/strategies/types";

// Each part under its own GET's query key (lib/query-keys.ts; docs/product-rules.md "Interface conventions").
export interface DashboardDto {
  debts: DebtDto[];
  thisMonth: ThisMonthDto;
  plan: PlanDto;
  progress: ProgressDto;
  forecast: ForecastDto | null;
  latestStrategySummary: StrategySummaryDto | null;
}

export interface LoggedPaymentDto extends LogPaymentResultDto {
  dashboard: DashboardDto;
}
