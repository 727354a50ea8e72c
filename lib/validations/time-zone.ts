import { isKnownTimeZone, TIME_ZONE_MAX_LENGTH } from "@/lib/time-zones";
import { z } from "@/lib/validations/zod";

// docs/product-rules.md "The product's clock". Sign-up drops a zone this runtime's Intl does not know: never a reason
// to refuse an account.

export const TIME_ZONE_REQUIRED = "Choose a time zone";
export const TIME_ZONE_UNKNOWN = "Choose a time zone from the list";

export const timeZoneField = z
  .string({ error: TIME_ZONE_REQUIRED })
  .trim()
  .min(1, { message: TIME_ZONE_REQUIRED, abort: true })
  .max(TIME_ZONE_MAX_LENGTH, { message: TIME_ZONE_UNKNOWN, abort: true })
  .refine(isKnownTimeZone, TIME_ZONE_UNKNOWN);

export const signUpTimeZoneField = timeZoneField.optional().catch(undefined);

/** `ifUnset`: the browser's zone for an account with none yet (an OAuth or passkey sign-up); never replaces one. */
export const ZUpdateTimeZone = z.object({ timeZone: timeZoneField, ifUnset: z.boolean().optional().default(false) });
export type TUpdateTimeZoneInput = z.input<typeof ZUpdateTimeZone>;
export type TUpdateTimeZone = z.output<typeof ZUpdateTimeZone>;
