import { attachment, route } from "@/lib/api";
import { latestPlanReport, REPORT_RATE_LIMIT } from "@/lib/strategies/export";
import { REPORT_FILENAME } from "@/lib/strategies/report";

// GET /api/strategies/latest/report -> application/pdf download of the latest strategy: summary, balance chart and
// each debt's schedule. Pro only (403 plan_limit, before anything is read); 404 before the first calculation;
// 10 per hour per user (429 past it): the largest plans take seconds to draw.
export const GET = route(
  {
    requires: "exportReports",
    rateLimit: (_req, user) => ({ key: `strategies:report:user:${user?.id}`, rule: REPORT_RATE_LIMIT }),
  },
  async ({ user }) => attachment(await latestPlanReport(user.id), "application/pdf", REPORT_FILENAME),
);
