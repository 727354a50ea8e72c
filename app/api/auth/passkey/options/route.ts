import { publicRoute } from "@/lib/api";
import { PASSKEY_OPTIONS_LIMIT, passkeySignInOptions } from "@/lib/auth/passkeys";
import { clientIp } from "@/lib/request";

// POST /api/auth/passkey/options -> WebAuthn options for "Sign in with a passkey" (no account named: the browser
// offers this site's passkeys). 429 past PASSKEY_OPTIONS_LIMIT per client address.
export const POST = publicRoute(
  { rateLimit: (req) => ({ key: `passkey-options:ip:${clientIp(req.headers)}`, rule: PASSKEY_OPTIONS_LIMIT }) },
  () => passkeySignInOptions(),
);
