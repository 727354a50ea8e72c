import { route } from "@/lib/api";
import { getLatestSchedule } from "@/lib/strategies/read";
import { ZScheduleQuery } from "@/lib/validations/strategies";

// GET /api/strategies/latest/schedule?kind=&debtId=&from=&to= -> StrategyScheduleDto: one plan's months (the saved
// plan unless kind names another), one debt's rows or all, between two "YYYY-MM" months. 404 before the first
// calculation or for a debt not in it; 400 for a plan the calculation did not compare.
export const GET = route({ token: "read" }, ({ req, user }) =>
  getLatestSchedule(user.id, ZScheduleQuery.parse(Object.fromEntries(req.nextUrl.searchParams))),
);
