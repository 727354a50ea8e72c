import { route } from "@/lib/api";
import { getForecast } from "@/lib/progress/service";

// GET /api/progress/forecast -> ForecastDto {status, pace, plan, atPace, gapMonths, gapInterest, startingBalance,
// startMonth, series}: the debt-free date at the last three months' pace against the saved plan's. Pro only
// (403 plan_limit naming Pro otherwise).
export const GET = route({ requires: "forecasting" }, ({ user }) => getForecast(user));
