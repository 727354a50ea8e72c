import { route } from "@/lib/api";
import { confirmTotpSetup } from "@/lib/auth/authenticator";
import { readSessionClaims } from "@/lib/auth/session";
import { appOrigin } from "@/lib/request";
import { ZTotpCode } from "@/lib/validations/second-factor";

// POST /api/account/totp/confirm {code} -> SecurityChangeDto {status, recoveryCodes}: the setup's first code turns
// the app on; recovery codes come back (once) when it is the account's first second factor. 400 on `code` when the
// code is wrong, 409 without a setup started. Other sessions and API tokens end; the address is mailed.
export const POST = route({ body: ZTotpCode }, async ({ req, user, body }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  return confirmTotpSetup(user, claims!.sid, body.code, appOrigin());
});
