import { publicRoute } from "@/lib/api";
import { VERIFY_EMAIL_PAGE, verifyEmailToken } from "@/lib/auth/email-verification";
import { redirectTo } from "@/lib/request";

// GET /api/account/verify-email?token=... (the link in the verification e-mail) -> 303 to
// /verify-email?result=verified|invalid. Signed in or not: the single-use token is the credential.
export const GET = publicRoute({}, async ({ req }) =>
  redirectTo(`${VERIFY_EMAIL_PAGE}?result=${await verifyEmailToken(req.nextUrl.searchParams.get("token") ?? "")}`),
);
