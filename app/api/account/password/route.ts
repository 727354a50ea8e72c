import { route } from "@/lib/api";
import { changePassword } from "@/lib/account/settings";
import { readSessionClaims } from "@/lib/auth/session";
import { appOrigin } from "@/lib/request";
import { ZChangePassword } from "@/lib/validations/account";

// PUT /api/account/password {currentPassword?, newPassword} -> AccountSettingsDto. The current password is required
// when one exists (400 on that field, 429 after repeated wrong ones); every other session of the account ends and
// the account's address gets a notice.
export const PUT = route({ body: ZChangePassword }, async ({ req, user, body }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  return changePassword(user, body, claims!.sid, appOrigin());
});
