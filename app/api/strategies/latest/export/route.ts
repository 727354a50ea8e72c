import { attachment, route } from "@/lib/api";
import { exportLatestSchedule } from "@/lib/strategies/export";
import { ZScheduleExport } from "@/lib/validations/strategies";

// GET /api/strategies/latest/export?debtId=&kind= -> text/csv download of the latest strategy's schedule.
// Basic and Pro (403 plan_limit on Free); 404 before the first calculation or for a debt not in it.
export const GET = route({ requires: "csvExport" }, async ({ req, user }) => {
  const query = ZScheduleExport.parse(Object.fromEntries(req.nextUrl.searchParams));
  const { filename, csv } = await exportLatestSchedule(user.id, query);
  return attachment(csv, "text/csv; charset=utf-8", filename);
});
