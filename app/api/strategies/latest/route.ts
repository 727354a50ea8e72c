import { route } from "@/lib/api";
import { getLatestStrategy } from "@/lib/strategies/read";

// GET /api/strategies/latest -> StrategyDto, or null (200) before the first calculation: the empty state.
export const GET = route({ token: "read" }, ({ user }) => getLatestStrategy(user.id));
