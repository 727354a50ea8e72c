import "server-only";
import { clockNow } from "@/lib/clock";
import { db } from "@/lib/db";
import { todayIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";
import { fieldError } from "@/lib/errors";
import { effectiveTimeZone } from "@/lib/time-zones";
import type { TUpdateTimeZone } from "@/lib/validations/time-zone";

// Each user's time zone and "today" (docs/product-rules.md "The product's clock"). Every signed-in request already
// reads the user's row (lib/auth/session.ts findSessionUser, API tokens' authenticateToken), with the zone: those
// remember it here, so the services that work out a user's today (userToday) read no row of their own. A service
// reached without a request (the scheduler's plan quote) reads it once and keeps it for ZONE_TTL_MS, so a change
// made on another server instance is seen within that time; one made here is seen at once.

const ZONE_TTL_MS = 60_000;
/** Users remembered at most; the oldest go first (a Map keeps insertion order). */
const MAX_REMEMBERED = 10_000;

const ZONES_KEY = Symbol.for("debtwise.account.timeZones");
type ZonesGlobal = typeof globalThis & { [ZONES_KEY]?: Map<string, { zone: string; at: number }> };

// On globalThis: Next bundles a copy of this module into each route, and all of them must share what they learnt.
function remembered(): Map<string, { zone: string; at: number }> {
  return ((globalThis as ZonesGlobal)[ZONES_KEY] ??= new Map());
}

/** Keeps the zone just read with the user's row (`stored` null: never set, the default applies). */
export function rememberTimeZone(userId: string, stored: string | null): string {
  const zone = effectiveTimeZone(stored);
  const map = remembered();
  map.delete(userId);
  map.set(userId, { zone, at: Date.now() });
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!);
  return zone;
}

/** The zone a user's days are counted in: theirs, or DEFAULT_TIME_ZONE while it is not known. */
export async function userTimeZone(userId: string): Promise<string> {
  const hit = remembered().get(userId);
  if (hit && Date.now() - hit.at < ZONE_TTL_MS) return hit.zone;
  const row = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  return rememberTimeZone(userId, row?.timeZone ?? null);
}

/** The user's own calendar day at the product clock's `now`, "YYYY-MM-DD". */
export async function userToday(userId: string, now = clockNow()): Promise<string> {
  return todayIn(await userTimeZone(userId), now);
}

/**
 * Refuses a day after the user's today (a 400 on `field`), naming their today and zone: a day that is today for
 * the user is never "in the future", and one refused because the zone is wrong shows where to fix it.
 */
export async function refuseFutureDay(
  userId: string,
  day: string,
  { field, label, today }: { field: string; label: string; today: string },
): Promise<void> {
  if (day <= today) return;
  const zone = await userTimeZone(userId);
  throw fieldError(
    field,
    `${label} cannot be in the future: today is ${formatDay(today)} in your time zone (${zone}, Settings > Account).`,
  );
}

/**
 * Refuses a day ("YYYY-MM-DD") or month ("YYYY-MM") before the user's own today or this month (a 400 on `field`).
 * The shared zod schemas refuse only what is over in every zone (lib/validations/dates.ts earliestTodayAnywhere),
 * since a schema knows no user; this holds the server to the user's own calendar.
 */
export async function refusePast(
  userId: string,
  value: string,
  { field, message, now }: { field: string; message: string; now?: Date },
): Promise<void> {
  const today = await userToday(userId, now);
  if (value >= (value.length === 7 ? today.slice(0, 7) : today)) return;
  throw fieldError(field, message);
}

/**
 * PATCH /api/account/time-zone: sets the user's zone. With `ifUnset` (the browser's own zone, sent by the first
 * signed-in page of an account made without the sign-up form) only an account with none yet takes it. Answers the
 * zone in effect afterwards.
 */
export async function updateTimeZone(userId: string, input: TUpdateTimeZone): Promise<{ timeZone: string }> {
  if (input.ifUnset) {
    await db.user.updateMany({ where: { id: userId, timeZone: null }, data: { timeZone: input.timeZone } });
  } else {
    await db.user.update({ where: { id: userId }, data: { timeZone: input.timeZone } });
  }
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  return { timeZone: rememberTimeZone(userId, row.timeZone) };
}
