import type { NextRequest } from "next/server";
import { clearSessionCookies, readSessionClaims, revokeSession } from "@/lib/auth/session";
import { redirectTo } from "@/lib/request";

// GET /api/logout: revokes the session on the server (so a copy of the cookie stops working too), clears the
// cookie and returns to the landing page.
export async function GET(req: NextRequest) {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  if (claims) await revokeSession(claims.sid);
  const response = redirectTo("/");
  clearSessionCookies(response);
  return response;
}
