import { route } from "@/lib/api";
import { createPortalSession, returnOrigin } from "@/lib/billing/service";

// POST /api/billing/portal -> {url}: Stripe's customer portal, or "/settings/billing" (the local billing page).
export const POST = route({}, ({ req, user }) => createPortalSession(user, returnOrigin(req)));
