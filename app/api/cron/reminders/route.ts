import { publicRoute } from "@/lib/api";
import { runRemindersFromCron } from "@/lib/reminders/scheduler";

// Seconds the host lets one call run (Vercel reads this export; 300 is its default on every plan with fluid
// compute and the Hobby plan's ceiling; Pro allows up to 800). The run stops starting new pages 60 s before it
// (CRON_SAFETY_MARGIN_SECONDS) and the next call resumes (docs/product-rules.md "Reminders", README "Deploying").
export const maxDuration = 300;

// GET/POST /api/cron/reminders (the host's cron sends GET with Authorization: Bearer <CRON_SECRET>; npm start
// calls it every 15 minutes) -> CronRunResult: {considered, sent, skipped, failed} for payment reminders, goals:
// the same counts for goal auto-save reminders, cleanup, jobs: {processed, complete} per job, and complete: false
// when the time ran out first (call again: it resumes; a job done for today is skipped). 401 wrong or missing
// secret; 503 on a production build without CRON_SECRET. No session: the secret is the caller's identity.
// ?now=<ISO date or date-time> replays a day outside production (400 when it is not a date).
const handler = publicRoute({}, ({ req }) =>
  runRemindersFromCron({
    authorization: req.headers.get("authorization"),
    now: req.nextUrl.searchParams.get("now"),
    maxDurationSeconds: maxDuration,
  }),
);

export const GET = handler;
export const POST = handler;
