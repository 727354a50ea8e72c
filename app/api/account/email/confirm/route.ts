import { publicRoute } from "@/lib/api";
import { confirmEmailChange, EMAIL_CONFIRM_PAGE } from "@/lib/account/settings";
import { readSessionClaims } from "@/lib/auth/session";
import { appOrigin, redirectTo } from "@/lib/request";

// GET /api/account/email/confirm?token=: the link mailed to a new address. Spends it and moves the account there
// (other sessions end), then 303 to the account settings with ?email=changed|taken|invalid. Signed in or not:
// the token is the credential; the browser's own session survives when it belongs to the account. The old address
// is told.
export const GET = publicRoute({}, async ({ req, user }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  const keepSid = claims && user && claims.sub === user.id ? claims.sid : null;
  const result = await confirmEmailChange(req.nextUrl.searchParams.get("token") ?? "", keepSid, appOrigin());
  return redirectTo(`${EMAIL_CONFIRM_PAGE}?email=${result}`);
});
