import { isKnownTimeZone, TIME_ZONE_MAX_LENGTH } from "@/lib/time-zones";
import { z } from "@/lib/validations/zod";

// A user's IANA time zone (docs/product-rules.md "The product's clock"): Settings > Account's field and
// PATCH /api/account/time-zone refuse a name this runtime's Intl does not know; sign-up sends the browser's and
// drops one it does not know (never a reason to refuse an account).

export const TIME_ZONE_REQUIRED = "Choose a time zone";
export const TIME_ZONE_UNKNOWN = "Choose a time zone from the list";

export const timeZoneField = z
  .string({ error: TIME_ZONE_REQUIRED })
  .trim()
  .min(1, { message: TIME_ZONE_REQUIRED, abort: true })
  .max(TIME_ZONE_MAX_LENGTH, { message: TIME_ZONE_UNKNOWN, abort: true })
  .refine(isKnownTimeZone, TIME_ZONE_UNKNOWN);

/** Sign-up's hint from the browser: a known zone, or nothing. */
export const signUpTimeZoneField = timeZoneField.optional().catch(undefined);

/**
 * PATCH /api/account/time-zone. `ifUnset`: the browser's own zone for an account that has none yet (an OAuth,
 * passkey or e-mailed-link sign-up's first signed-in page), which never replaces a zone already set.
 */
export const ZUpdateTimeZone = z.object({ timeZone: timeZoneField, ifUnset: z.boolean().optional().default(false) });
export type TUpdateTimeZoneInput = z.input<typeof ZUpdateTimeZone>;
export type TUpdateTimeZone = z.output<typeof ZUpdateTimeZone>;
