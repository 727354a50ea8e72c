import type { NextRequest } from "next/server";
import { secondStepPath } from "@/lib/auth/second-factor";
import { clearSessionCookies, readPendingSignIn, readSessionUser } from "@/lib/auth/session";
import { redirectTo } from "@/lib/request";
import { safeCallbackPath } from "@/lib/validations/auth";

// GET /api/login: full-page navigation target for "sign in". Signed-in visitors go straight to where they
// were heading; a sign-in that still owes its second step to /login/second-step; everyone else to the /login
// page, which keeps the destination in callbackUrl.
export async function GET(req: NextRequest) {
  const callbackUrl = safeCallbackPath(req.nextUrl.searchParams.get("callbackUrl"));
  const getCookie = (name: string) => req.cookies.get(name)?.value;
  const user = await readSessionUser(getCookie).catch(() => null);
  if (!user && (await readPendingSignIn(getCookie).catch(() => null))) return redirectTo(secondStepPath(callbackUrl));
  // `ended=1`: a signed-in screen found its session gone; the sign-in page says so (the toast is brief).
  const query = new URLSearchParams();
  if (callbackUrl !== "/") query.set("callbackUrl", callbackUrl);
  if (req.nextUrl.searchParams.get("ended") === "1") query.set("ended", "1");
  const target = user ? callbackUrl : `/login${query.size > 0 ? `?${query}` : ""}`;
  const response = redirectTo(target);
  // A revoked or expired cookie would otherwise keep routing "/" to the dashboard instead of the landing page.
  if (!user) clearSessionCookies(response);
  return response;
}
