import { publicRoute } from "@/lib/api";
import { answerSecondStep } from "@/lib/auth/authenticator";
import { requirePendingSignIn } from "@/lib/auth/pending-sign-in";
import { appOrigin } from "@/lib/request";
import { ZSecondFactorAnswer } from "@/lib/validations/second-factor";

// POST /api/auth/second-factor {code} | {recoveryCode} -> {ok: true}: the second step of a sign-in that owes one
// (docs/product-rules.md "Second factor"); this browser's session then signs in. 401 without a pending sign-in in
// the cookie, 400 on the field when the answer is wrong, 429 with Retry-After while the account's second step is
// locked. A public route because a pending session is nobody's signed-in session; the guard reads it instead.
export const POST = publicRoute({ body: ZSecondFactorAnswer }, async ({ req, body }) => {
  const pending = await requirePendingSignIn(req);
  await answerSecondStep(pending, body, appOrigin());
  return { ok: true };
});
