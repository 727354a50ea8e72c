import { publicRoute } from "@/lib/api";
import { runRemindersFromCron } from "@/lib/reminders/scheduler";

// GET/POST /api/cron/reminders (the host's cron sends GET with Authorization: Bearer <CRON_SECRET>; npm start
// calls it every 15 minutes) -> {considered, sent, skipped, failed} for payment reminders, plus goals: the same
// counts for goal auto-save reminders. 401 wrong or missing secret; 503 on a
// production build without CRON_SECRET. No session: the secret is the caller's identity.
// ?now=<ISO date or date-time> replays a day outside production (400 when it is not a date).
const handler = publicRoute({}, ({ req }) =>
  runRemindersFromCron({ authorization: req.headers.get("authorization"), now: req.nextUrl.searchParams.get("now") }),
);

export const GET = handler;
export const POST = handler;
