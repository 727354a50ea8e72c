import { publicRoute } from "@/lib/api";
import { clearSessionCookies, readSessionClaims, revokeSession } from "@/lib/auth/session";
import { redirectTo } from "@/lib/request";

// POST /api/logout: revokes the session on the server (so a copy of the cookie stops working too), clears the
// cookie and returns to the landing page (303). By POST only, through the wrapper's cross-site check: a GET would
// let any page sign its visitors out with an image tag.
export const POST = publicRoute({}, async ({ req }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  if (claims) await revokeSession(claims.sid);
  const response = redirectTo("/");
  clearSessionCookies(response);
  return response;
});

// GET /api/logout (old links, typed addresses): changes nothing, shows the page with the "Sign out" button.
export const GET = publicRoute({}, () => redirectTo("/logout"));
