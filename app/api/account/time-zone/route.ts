import { route } from "@/lib/api";
import { updateTimeZone } from "@/lib/account/time-zone";
import { ZUpdateTimeZone } from "@/lib/validations/time-zone";

// PATCH /api/account/time-zone {timeZone: IANA name, ifUnset?: boolean} -> {timeZone}: the zone the user's days and
// reminder mornings are counted in (docs/product-rules.md "The product's clock"). ifUnset: only when none is set yet
// (the browser's zone, sent by the first signed-in page). 400 for a zone this server does not know.
export const PATCH = route({ body: ZUpdateTimeZone }, ({ user, body }) => updateTimeZone(user.id, body));
