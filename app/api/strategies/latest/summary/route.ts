import { route } from "@/lib/api";
import { getLatestStrategySummary } from "@/lib/strategies/read";

// GET /api/strategies/latest/summary -> StrategySummaryDto, or null before the first calculation: the dashboard
// card's headline numbers without the schedules (the full strategy is ~100 KB for five debts).
export const GET = route({ token: "read" }, ({ user }) => getLatestStrategySummary(user.id));
