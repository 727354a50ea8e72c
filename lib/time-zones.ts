// docs/product-rules.md "The product's clock". Isomorphic: the Settings list, the zod schema and the server use it.
import { DEFAULT_TIME_ZONE } from "@/lib/dates";

/** UTC+14: no one's "today" is later than its. */
export const EARLIEST_ZONE = "Pacific/Kiritimati";
/** UTC-12: no one's "today" is earlier than its. */
export const LATEST_ZONE = "Etc/GMT+12";

/** "America/Argentina/ComodRivadavia" is 32. */
export const TIME_ZONE_MAX_LENGTH = 64;

let known: Set<string> | undefined;

/** Intl leaves "UTC" out. */
export function timeZoneNames(): string[] {
  return [...knownZones()];
}

function knownZones(): Set<string> {
  known ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return known;
}

// Browsers report "Asia/Kolkata" where this runtime lists "Asia/Calcutta", and both must be accepted.
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

export function effectiveTimeZone(stored: string | null | undefined): string {
  return stored && isKnownTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** Old browsers answer undefined or "Etc/Unknown". */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

export function utcOffsetLabel(timeZone: string, at: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "UTC+00:00" : name.replace("GMT", "UTC");
}

export function timeZoneLabel(timeZone: string, at: Date): string {
  return `${timeZone.replaceAll("_", " ")} (${utcOffsetLabel(timeZone, at)})`;
}
