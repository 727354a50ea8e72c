import { route } from "@/lib/api";
import { getSecurityStatus } from "@/lib/auth/security-status";

// GET /api/account/security -> SecurityStatusDto: the account's second factors (authenticator app on and since when,
// passkeys, unused recovery codes) for Settings > Security.
export const GET = route({}, async ({ user }) => getSecurityStatus(user.id));
