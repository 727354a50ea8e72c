import type { NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/auth/session";
import { redirectTo } from "@/lib/request";
import { normalizeInviteCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE_SECONDS } from "@/lib/referrals/types";

// GET /r/<code>: the referral link. Remembers a well-formed invite code for 30 days in an HttpOnly cookie that
// registration reads (app/api/register), then opens the sign-up form. Whether the code belongs to anyone is
// decided at registration, so this stays a cheap, database-free redirect; a malformed code is simply dropped.
export async function GET(req: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const code = normalizeInviteCode((await params).code);
  const response = redirectTo("/login?mode=register");
  response.headers.set("Cache-Control", "no-store");
  if (code) {
    response.cookies.set(REFERRAL_COOKIE, code, {
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(req),
      path: "/",
      maxAge: REFERRAL_COOKIE_MAX_AGE_SECONDS,
    });
  }
  return response;
}
