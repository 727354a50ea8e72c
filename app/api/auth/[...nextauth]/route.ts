import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/next-auth";
import { withSignInMailRateLimit, withSignInRateLimit } from "@/lib/auth/sign-in-limit";

// Auth.js endpoints (csrf, session, providers, signin, callback/<provider>, signout). Credential sign-ins
// pass through the failed-attempt limiter first, requests for a sign-in link through the sign-in mail limiter.
export const GET = handlers.GET;

/** "<action>/<provider>" the way Auth.js reads the path, which skips empty segments ("signin/email/" included). */
function authAction(req: NextRequest): string {
  return req.nextUrl.pathname.split("/").filter(Boolean).slice(2).join("/");
}

export async function POST(req: NextRequest) {
  const action = authAction(req);
  if (action === "callback/credentials") return withSignInRateLimit(req, handlers.POST);
  if (action === "signin/email") return withSignInMailRateLimit(req, handlers.POST);
  return handlers.POST(req);
}
