import { NextResponse, type NextRequest } from "next/server";
import { clearSessionCookies, readSessionClaims, revokeSession } from "@/lib/auth/session";

// GET /api/logout: revokes the session on the server (so a copy of the cookie stops working too), clears the
// cookie and returns to the landing page.
export async function GET(req: NextRequest) {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  if (claims) await revokeSession(claims.sid);
  const response = NextResponse.redirect(new URL("/", req.nextUrl.origin), 303);
  clearSessionCookies(response);
  return response;
}
