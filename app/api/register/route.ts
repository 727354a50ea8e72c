import { NextResponse } from "next/server";
import { z } from "@/lib/validations/zod";
import { publicRoute } from "@/lib/api";
import { sendFirstVerificationMail } from "@/lib/auth/email-verification";
import { registerUser } from "@/lib/auth/register";
import { attachSessionCookie } from "@/lib/auth/session";
import { forgetReferralCookie } from "@/lib/auth/sign-up-referral";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { recordSignUp } from "@/lib/referrals/service";
import { REFERRAL_COOKIE } from "@/lib/referrals/types";
import { appOrigin, clientIp } from "@/lib/request";
import { ZRegister } from "@/lib/validations/auth";

// An invite code may come in the body or, usually, in the dw_ref cookie set by /r/<code>. It is only a hint:
// anything unusable is ignored by recordSignUp, never a reason to refuse the registration.
const ZRegisterWithInvite = ZRegister.extend({ inviteCode: z.unknown().optional() });

// POST /api/register {email, password, firstName, lastName, inviteCode?} -> 201 {user}, signed in (session
// cookie set) but unverified: a verify_email link is mailed (a failed mail never fails the sign-up; the notice in
// the signed-in shell resends it). A referral is recorded for a valid invite code and the dw_ref cookie is cleared.
export const POST = publicRoute(
  {
    body: ZRegisterWithInvite,
    rateLimit: (req) => ({ key: `register:ip:${clientIp(req.headers)}`, rule: RATE_LIMITS.registerPerIp }),
  },
  async ({ req, body }) => {
    const { inviteCode, ...account } = body;
    const { user, sid, expires } = await registerUser(account);
    const code = typeof inviteCode === "string" && inviteCode ? inviteCode : req.cookies.get(REFERRAL_COOKIE)?.value;
    if (code) {
      await recordSignUp(user.id, code).catch((error: unknown) => {
        console.error("[register] could not record the referral; the account is created anyway", error);
      });
    }
    await sendFirstVerificationMail(user, appOrigin());
    const response = NextResponse.json({ user }, { status: 201 });
    await attachSessionCookie(response, req, { userId: user.id, sid, expires });
    if (req.cookies.has(REFERRAL_COOKIE)) forgetReferralCookie(response);
    return response;
  },
);
