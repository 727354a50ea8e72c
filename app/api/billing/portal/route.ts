import { route } from "@/lib/api";
import { createPortalSession } from "@/lib/billing/checkout";
import { appOrigin } from "@/lib/request";

// POST /api/billing/portal -> {url}: Stripe's customer portal, or "/settings/billing" (the local billing page).
export const POST = route({}, ({ user }) => createPortalSession(user, appOrigin()));
