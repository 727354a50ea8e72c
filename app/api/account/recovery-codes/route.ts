import { route } from "@/lib/api";
import { reissueRecoveryCodes } from "@/lib/auth/authenticator";
import { appOrigin } from "@/lib/request";
import { ZTotpCode } from "@/lib/validations/second-factor";

// POST /api/account/recovery-codes {code} -> SecurityChangeDto: ten new recovery codes, shown once (the old ones
// stop working). Needs a current authenticator code: 400 on `code` when wrong, 429 while locked, 409 when the app is
// not on. The address is mailed.
export const POST = route({ body: ZTotpCode }, async ({ user, body }) =>
  reissueRecoveryCodes(user, body.code, appOrigin()),
);
