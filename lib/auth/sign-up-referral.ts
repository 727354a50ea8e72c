import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { NextResponse, type NextRequest } from "next/server";
import { recordSignUp } from "@/lib/referrals/service";
import { REFERRAL_COOKIE } from "@/lib/referrals/types";

// Auth.js announces a new account in `events.createUser`, where the request is out of reach (cookies() throws there),
// so the route handler wrapping Auth.js keeps the dw_ref cookie in an async scope for the length of its handling
// (docs/product-rules.md "Referrals").

interface PendingReferral {
  code: string;
  used: boolean;
}

const pending = new AsyncLocalStorage<PendingReferral>();

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

/** Never throws: a referral is never a reason to fail a sign-up. */
export async function recordReferralOfNewAccount(userId: string): Promise<void> {
  const referral = pending.getStore();
  if (!referral) return;
  referral.used = true;
  await recordSignUp(userId, referral.code).catch((error: unknown) => {
    console.error("[auth] could not record the referral of a new account", error);
  });
}

export function forgetReferralCookie(response: NextResponse): void {
  response.cookies.set(REFERRAL_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 });
}
