import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api";
import { signInWithPasskey } from "@/lib/auth/passkeys";
import type { PasskeySignInDto } from "@/lib/auth/passkey-types";
import { attachSessionCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/request";
import { safeCallbackPath } from "@/lib/validations/auth";
import { ZPasskeySignIn } from "@/lib/validations/passkeys";

// POST /api/auth/passkey {response, callbackUrl?} -> {ok, callbackUrl}, signed in (session cookie set, no second
// step). 400 when the passkey's answer is refused; refusals count with failed sign-ins per client address (429).
export const POST = publicRoute({ body: ZPasskeySignIn }, async ({ req, body }) => {
  const session = await signInWithPasskey(body.response, clientIp(req.headers));
  const answer: PasskeySignInDto = { ok: true, callbackUrl: safeCallbackPath(body.callbackUrl) };
  const response = NextResponse.json(answer);
  await attachSessionCookie(response, req, session);
  return response;
});
