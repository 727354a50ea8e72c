import { route } from "@/lib/api";
import { changePassword } from "@/lib/account/settings";
import { readSessionClaims } from "@/lib/auth/session";
import { ZChangePassword } from "@/lib/validations/account";

// PUT /api/account/password {currentPassword?, newPassword} -> AccountSettingsDto. The current password is required
// when one exists (400 on that field, 429 after repeated wrong ones); every other session of the account ends.
export const PUT = route({ body: ZChangePassword }, async ({ req, user, body }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  return changePassword(user.id, body, claims!.sid);
});
