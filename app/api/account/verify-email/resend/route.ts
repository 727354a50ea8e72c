import { route } from "@/lib/api";
import { VERIFY_EMAIL_RESEND_LIMIT, resendVerificationMail } from "@/lib/auth/email-verification";
import { appOrigin } from "@/lib/request";

// POST /api/account/verify-email/resend (no body) -> 200 {sentTo}: a fresh link to the account's own address
// (older links stop working); 409 when already verified, 429 past 3 an hour.
export const POST = route(
  { rateLimit: (_req, user) => ({ key: `verify-email:user:${user!.id}`, rule: VERIFY_EMAIL_RESEND_LIMIT }) },
  ({ user }) => resendVerificationMail(user, appOrigin()),
);
