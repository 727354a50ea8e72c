import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/next-auth";
import { withSignInRateLimit } from "@/lib/auth/sign-in-limit";

// Auth.js endpoints (csrf, session, providers, signin, callback/<provider>, signout). Credential sign-ins
// pass through the failed-attempt limiter first.
export const GET = handlers.GET;

export async function POST(req: NextRequest) {
  if (req.nextUrl.pathname.endsWith("/callback/credentials")) return withSignInRateLimit(req, handlers.POST);
  return handlers.POST(req);
}
