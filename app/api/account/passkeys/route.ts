import { created, route } from "@/lib/api";
import { addPasskey, listPasskeys } from "@/lib/auth/passkeys";
import { readSessionClaims } from "@/lib/auth/session";
import { ZAddPasskey } from "@/lib/validations/passkeys";

// GET /api/account/passkeys -> PasskeyDto[], the caller's passkeys, oldest first.
export const GET = route({}, ({ user }) => listPasskeys(user.id));

// POST /api/account/passkeys {name, response} -> 201 AddedPasskeyDto (recoveryCodes once, for the account's first
// second factor). 400 on `response` when the answer does not verify (wrong origin, used or expired challenge), 403
// for an unverified address, 409 past the most passkeys. Every other session ends; the address gets a notice.
export const POST = route({ body: ZAddPasskey }, async ({ req, user, body }) => {
  const claims = await readSessionClaims((name) => req.cookies.get(name)?.value);
  return created(await addPasskey(user, claims!.sid, body));
});
