import { route } from "@/lib/api";
import { getGamificationSummary } from "@/lib/gamification/service";

// GET /api/gamification/summary -> GamificationSummaryDto (XP, level, streak, badges, recent events).
export const GET = route({}, ({ user }) => getGamificationSummary(user.id));
