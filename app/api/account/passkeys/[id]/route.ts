import { route } from "@/lib/api";
import { removePasskey, renamePasskey } from "@/lib/auth/passkeys";
import { readSessionClaims } from "@/lib/auth/session";
import { ZRemovePasskey, ZRenamePasskey } from "@/lib/validations/passkeys";

// PATCH /api/account/passkeys/[id] {name} -> PasskeyDto. 404 for a passkey that is not the caller's.
export const PATCH = route({ body: ZRenamePasskey }, ({ user, body, params }) =>
  renamePasskey(user.id, params.id!, body.name),
);

// DELETE /api/account/passkeys/[id] {response} | {recoveryCode} -> PasskeyDto[] (the passkeys left). The proof is a
// fresh passkey answer (options with purpose "remove") or a recovery code: 400 when wrong, 429 while the second
// step is locked (lib/auth/second-factor.ts). 404 for a passkey that is not the caller's. Removing the last factor
// deletes the recovery codes; every other session ends and the address gets a notice.
export const DELETE = route({ body: ZRemovePasskey }, async ({ req, user, body, params }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  return removePasskey(user, claims!.sid, params.id!, body);
});
