import { route } from "@/lib/api";
import { startTotpSetup, turnOffTotp } from "@/lib/auth/authenticator";
import { readSessionClaims } from "@/lib/auth/session";
import { appOrigin } from "@/lib/request";
import { ZSecondFactorAnswer } from "@/lib/validations/second-factor";

// POST /api/account/totp -> TotpSetupDto {secret, qrCode}: starts setting up an authenticator app (a new secret
// waits for its first code; starting again replaces it). 409 when the app is already on.
export const POST = route({}, async ({ user }) => startTotpSetup(user));

// DELETE /api/account/totp {code} | {recoveryCode} -> SecurityStatusDto: turns the app off. 400 on the field when the
// proof is wrong, 429 with Retry-After while the second step is locked, 409 when the app is not on. Other sessions
// and API tokens end; the address is mailed.
export const DELETE = route({ body: ZSecondFactorAnswer }, async ({ req, user, body }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  return turnOffTotp(user, claims!.sid, body, appOrigin());
});
