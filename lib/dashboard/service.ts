import "server-only";
import { hasFeature } from "@/lib/billing/gates";
import { listDebts } from "@/lib/debts/service";
import { logPayment } from "@/lib/payments/service";
import { getSavedPlan, getThisMonth } from "@/lib/plan/service";
import { getForecast, getProgress } from "@/lib/progress/service";
import { getLatestStrategySummary } from "@/lib/strategies/read";
import type { TLogPayment } from "@/lib/validations/payments";
import type { DashboardDto, LoggedPaymentDto } from "./types";

export async function getDashboard(user: { id: string; subscriptionPlan: string }): Promise<DashboardDto> {
  const [debts, thisMonth, plan, progress, forecast, latestStrategySummary] = await Promise.all([
    listDebts(user.id),
    getThisMonth(user.id),
    getSavedPlan(user.id),
    getProgress(user),
    hasFeature(user, "forecasting") ? getForecast(user) : null,
    getLatestStrategySummary(user.id),
  ]);
  return { debts, thisMonth, plan, progress, forecast, latestStrategySummary };
}

// docs/product-rules.md "Interface conventions": one request keeps the dashboard current instead of five reads.
export async function logPaymentWithDashboard(
  user: { id: string; subscriptionPlan: string },
  input: TLogPayment,
): Promise<LoggedPaymentDto> {
  const logged = await logPayment(user.id, input);
  return { ...logged, dashboard: await getDashboard(user) };
}
