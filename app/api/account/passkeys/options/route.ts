import { route } from "@/lib/api";
import { passkeyRegistrationOptions, passkeyRemovalOptions } from "@/lib/auth/passkeys";
import { ZPasskeyOptions } from "@/lib/validations/passkeys";

// POST /api/account/passkeys/options {purpose?: "register" | "remove"} -> WebAuthn options for the browser.
// "register" (default): a new passkey's; 403 "Verify your e-mail first" for an unverified address, 409 at the most
// passkeys. "remove": the fresh passkey answer a removal asks for; 400 when the account has no passkey.
export const POST = route({ body: ZPasskeyOptions }, ({ user, body }) =>
  body.purpose === "remove" ? passkeyRemovalOptions(user) : passkeyRegistrationOptions(user),
);
