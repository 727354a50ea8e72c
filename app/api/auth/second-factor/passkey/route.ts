import { publicRoute } from "@/lib/api";
import { completeSecondStepWithPasskey } from "@/lib/auth/passkeys";
import { requirePendingSignIn } from "@/lib/auth/pending-sign-in";
import { ZPasskeySecondStep } from "@/lib/validations/passkeys";

// POST /api/auth/second-factor/passkey {response} -> {ok: true}: the pending sign-in becomes a signed-in one (same
// cookie). 401 without a pending sign-in; 400 on `response` when the answer is refused, 429 while the second step
// is locked (lib/auth/second-factor.ts).
export const POST = publicRoute({ body: ZPasskeySecondStep }, async ({ req, body }) => {
  await completeSecondStepWithPasskey(await requirePendingSignIn(req), body.response);
  return { ok: true };
});
