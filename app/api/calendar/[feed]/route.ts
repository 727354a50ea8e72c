import { publicRoute } from "@/lib/api";
import { feedCalendar } from "@/lib/calendar/service";
import { notFound } from "@/lib/errors";

// GET /api/calendar/<id><signature>.ics -> text/calendar: the private payment calendar that calendar apps subscribe
// to (docs/product-rules.md "Calendar feed"). The URL is the credential (apps send no cookie), checked by its HMAC
// before any database read; an unknown, forged or regenerated one is a 404.
export const GET = publicRoute({}, async ({ params }) => {
  const calendar = await feedCalendar(params.feed ?? "");
  if (calendar === null) throw notFound("Calendar");
  return new Response(calendar, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="debtwise-payments.ics"',
      "cache-control": "private, no-store",
    },
  });
});
