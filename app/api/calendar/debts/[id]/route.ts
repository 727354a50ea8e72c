import { attachment, route } from "@/lib/api";
import { debtCalendarFile } from "@/lib/calendar/service";
import { notFound } from "@/lib/errors";

// GET /api/calendar/debts/{id} -> text/calendar download: the debt's next due date with the plan's amount, one event
// (docs/product-rules.md "Calendar feed"). 404 for another user's debt, or one without a due date ahead.
export const GET = route({}, async ({ user, params }) => {
  const file = await debtCalendarFile(user.id, params.id ?? "");
  if (file === null) throw notFound("Due date");
  return attachment(file, "text/calendar; charset=utf-8", "debtwise-payment.ics");
});
