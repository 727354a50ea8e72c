import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api";
import { handlers } from "@/lib/auth/next-auth";
import { withSignInMailRateLimit, withSignInRateLimit } from "@/lib/auth/sign-in-limit";
import { withSignUpReferral } from "@/lib/auth/sign-up-referral";
import { withBoundedBody } from "@/lib/request-body";

// Auth.js endpoints (csrf, session, providers, signin, callback/<provider>, signout). Credential sign-ins
// pass through the failed-attempt limiter first, requests for a sign-in link through the sign-in mail limiter.
// Callbacks can create an account (an e-mailed link, OAuth: GET, or POST for a provider that posts its answer),
// so every request runs with the referral cookie in reach of Auth.js's createUser event
// (lib/auth/sign-up-referral.ts).
export const GET = (req: NextRequest) => withSignUpReferral(req, handlers.GET);

/** Auth.js's forms (an e-mail, a password, a CSRF token, a callback URL) are well under this. */
const AUTH_MAX_BODY_BYTES = 16_000;

/** "<action>/<provider>" the way Auth.js reads the path, which skips empty segments ("signin/email/" included). */
function authAction(req: NextRequest): string {
  return req.nextUrl.pathname.split("/").filter(Boolean).slice(2).join("/");
}

export async function POST(original: NextRequest) {
  let req: NextRequest;
  try {
    // Auth.js would read any body whole; it gets a bounded copy instead (413 past the cap, lib/request-body.ts).
    req = await withBoundedBody(original, AUTH_MAX_BODY_BYTES);
  } catch (error) {
    return errorResponse(error, original);
  }
  const action = authAction(req);
  if (action === "callback/credentials") return withSignInRateLimit(req, handlers.POST);
  if (action === "signin/email") return withSignInMailRateLimit(req, handlers.POST);
  return withSignUpReferral(req, handlers.POST);
}
