import { created, route } from "@/lib/api";
import { deleteCalendarFeed, getCalendarFeed, regenerateCalendarFeed } from "@/lib/calendar/service";

// The user's private payment calendar (docs/product-rules.md "Calendar feed"). Session only: a token cannot read or
// make the feed's URL.

// GET /api/account/calendar -> {feed: {url, webcalUrl} | null}
export const GET = route({}, async ({ user }) => ({ feed: await getCalendarFeed(user.id) }));

// POST /api/account/calendar -> 201 {feed}: turns the feed on, or gives it a new URL (the old one stops at once).
export const POST = route({}, async ({ user }) => created({ feed: await regenerateCalendarFeed(user.id) }));

// DELETE /api/account/calendar -> {feed: null}: the URL stops working.
export const DELETE = route({}, async ({ user }) => {
  await deleteCalendarFeed(user.id);
  return { feed: null };
});
