import "server-only";
import { clockNow } from "@/lib/clock";
import { db } from "@/lib/db";
import { todayIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";
import { fieldError } from "@/lib/errors";
import { effectiveTimeZone } from "@/lib/time-zones";
import type { TUpdateTimeZone } from "@/lib/validations/time-zone";

// docs/product-rules.md "The product's clock". Every signed-in request already reads the user's row and remembers
// the zone here, so userToday reads no row of its own; a change made on another instance is seen within ZONE_TTL_MS.

const ZONE_TTL_MS = 60_000;
/** The oldest go first (a Map keeps insertion order). */
const MAX_REMEMBERED = 10_000;

const ZONES_KEY = Symbol.for("debtwise.account.timeZones");
type ZonesGlobal = typeof globalThis & { [ZONES_KEY]?: Map<string, { zone: string; at: number }> };

// On globalThis: Next bundles a copy of this module into each route, and all of them must share what they learnt.
function remembered(): Map<string, { zone: string; at: number }> {
  return ((globalThis as ZonesGlobal)[ZONES_KEY] ??= new Map());
}

export function rememberTimeZone(userId: string, stored: string | null): string {
  const zone = effectiveTimeZone(stored);
  const map = remembered();
  map.delete(userId);
  map.set(userId, { zone, at: Date.now() });
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!);
  return zone;
}

export async function userTimeZone(userId: string): Promise<string> {
  const hit = remembered().get(userId);
  if (hit && Date.now() - hit.at < ZONE_TTL_MS) return hit.zone;
  const row = await db.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  return rememberTimeZone(userId, row?.timeZone ?? null);
}

export async function userToday(userId: string, now = clockNow()): Promise<string> {
  return todayIn(await userTimeZone(userId), now);
}

/** Names their today and zone, so a day refused because the zone is wrong shows where to fix it. */
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

/** The zod schemas know no user, so refuse only what is over in every zone; this holds the user's own calendar. */
export async function refusePast(
  userId: string,
  value: string,
  { field, message, now }: { field: string; message: string; now?: Date },
): Promise<void> {
  const today = await userToday(userId, now);
  if (value >= (value.length === 7 ? today.slice(0, 7) : today)) return;
  throw fieldError(field, message);
}

/** `ifUnset`: the browser's zone, taken only by an account with none yet (one made without the sign-up form). */
export async function updateTimeZone(userId: string, input: TUpdateTimeZone): Promise<{ timeZone: string }> {
  if (input.ifUnset) {
    await db.user.updateMany({ where: { id: userId, timeZone: null }, data: { timeZone: input.timeZone } });
  } else {
    await db.user.update({ where: { id: userId }, data: { timeZone: input.timeZone } });
  }
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  return { timeZone: rememberTimeZone(userId, row.timeZone) };
}
