import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { NextResponse, type NextRequest } from "next/server";
import { recordSignUp } from "@/lib/referrals/service";
import { REFERRAL_COOKIE } from "@/lib/referrals/types";

// The referral of an account Auth.js creates (a first sign-in by e-mailed link, Google or GitHub;
// docs/product-rules.md "Referrals"). Auth.js announces a new account in `events.createUser`, where neither the
// request nor a way to answer it is in reach (next/headers' cookies() throws there), so the route handler that
// wraps Auth.js (app/api/auth/[...nextauth]/route.ts) reads the dw_ref cookie from the request, keeps it in an
// async scope for the length of Auth.js's handling, and deletes it from the answer once a new account used it.
// Password registration reads the cookie itself (app/api/register/route.ts).

interface PendingReferral {
  code: string;
  used: boolean;
}

const pending = new AsyncLocalStorage<PendingReferral>();

/** Runs one Auth.js request with the request's referral cookie in reach of `recordReferralOfNewAccount`. */
export async function withSignUpReferral(
  req: NextRequest,
  handler: (req: NextRequest) => Promise<Response>,
): Promise<Response> {
  const code = req.cookies.get(REFERRAL_COOKIE)?.value;
  if (!code) return handler(req);
  const referral: PendingReferral = { code, used: false };
  const res = await pending.run(referral, () => handler(req));
  if (!referral.used) return res;
  const answer = new NextResponse(res.body, res);
  forgetReferralCookie(answer);
  return answer;
}

/**
 * Called when Auth.js has created an account: records its referral from the request's cookie, if any. Never
 * throws: a referral is never a reason to fail a sign-up.
 */
export async function recordReferralOfNewAccount(userId: string): Promise<void> {
  const referral = pending.getStore();
  if (!referral) return;
  referral.used = true;
  await recordSignUp(userId, referral.code).catch((error: unknown) => {
    console.error("[auth] could not record the referral of a new account", error);
  });
}

/** The dw_ref cookie is spent once an account was created with it (or a code given instead). */
export function forgetReferralCookie(response: NextResponse): void {
  response.cookies.set(REFERRAL_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 });
}
