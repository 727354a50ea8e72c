// The IANA time zones a user may have (docs/product-rules.md "The product's clock"): the names this runtime's
// Intl knows. Isomorphic: the Settings combobox lists them with their offsets, the zod schema and the server check
// them. What a day is in a zone is lib/dates.ts' (todayIn).
import { DEFAULT_TIME_ZONE } from "@/lib/dates";

/** The zone whose day starts first (UTC+14): no one's "today" is later than its. */
export const EARLIEST_ZONE = "Pacific/Kiritimati";
/** The zone whose day starts last (UTC-12): no one's "today" is earlier than its. */
export const LATEST_ZONE = "Etc/GMT+12";

/** The longest zone name accepted ("America/Argentina/ComodRivadavia" is 32). */
export const TIME_ZONE_MAX_LENGTH = 64;

let known: Set<string> | undefined;

/** Every canonical zone name Intl lists, plus "UTC" (which it leaves out). */
export function timeZoneNames(): string[] {
  return [...knownZones()];
}

function knownZones(): Set<string> {
  known ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return known;
}

/**
 * Whether `name` is a zone Intl lists, or another name for one: browsers report "Asia/Kolkata" where this runtime
 * lists "Asia/Calcutta", and both must be accepted from a sign-up form.
 */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name))
    return false;
  if (knownZones().has(name)) return true;
  try {
    return knownZones().has(new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** A stored zone (null: never set) as the zone to use. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  return stored && isKnownTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** The browser's own zone when it is one we know, else null (old browsers answer undefined or "Etc/Unknown"). */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** `timeZone`'s offset from UTC at `at`, "UTC-05:00" / "UTC+05:45" / "UTC+00:00". */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  // "GMT" alone is zero; otherwise "GMT-05:00".
  return name === "GMT" ? "UTC+00:00" : name.replace("GMT", "UTC");
}

/** A zone as the Settings list shows it: "America/New_York (UTC-05:00)", with underscores as spaces. */
export function timeZoneLabel(timeZone: string, at: Date): string {
  return `${timeZone.replaceAll("_", " ")} (${utcOffsetLabel(timeZone, at)})`;
}
