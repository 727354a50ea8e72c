import { publicRoute } from "@/lib/api";
import { PASSKEY_OPTIONS_LIMIT, secondStepPasskeyOptions } from "@/lib/auth/passkeys";
import { requirePendingSignIn } from "@/lib/auth/pending-sign-in";
import { clientIp } from "@/lib/request";

// POST /api/auth/second-factor/passkey/options -> WebAuthn options listing the pending sign-in's passkeys. 401
// without a sign-in waiting for its second step; 400 when its account has no passkey.
export const POST = publicRoute(
  { rateLimit: (req) => ({ key: `passkey-options:ip:${clientIp(req.headers)}`, rule: PASSKEY_OPTIONS_LIMIT }) },
  async ({ req }) => secondStepPasskeyOptions(await requirePendingSignIn(req)),
);
