import { publicRoute } from "@/lib/api";
import { advanceDevClock, devClockState, isDevClockEnabled } from "@/lib/dev-clock/service";
import { ZAdvanceClock } from "@/lib/validations/dev-clock";

// GET /api/dev/clock -> {today, offsetDays}. Local keyless runs only (the outbox's locks plus no provider key at
// all, lib/dev-clock/service.ts); 404 everywhere else, before anything else is looked at. Public, like the outbox.
export const GET = publicRoute({ available: isDevClockEnabled }, () => devClockState());

// POST /api/dev/clock {advanceDays: 1..3650} -> {today, offsetDays} after moving the clock that many days ahead.
// 400 with a field issue for anything else; 403 from another site; 404 wherever the dev clock is off.
export const POST = publicRoute({ body: ZAdvanceClock, available: isDevClockEnabled }, ({ body }) =>
  advanceDevClock(body.advanceDays),
);
