import { z } from "@/lib/validations/zod";
import { CONTROL_CHARACTERS_MESSAGE, isSingleLine } from "./text";
import { PASSKEY_NAME_MAX } from "./form-limits";
import { ZRecoveryCodeAnswer, ZTotpCode } from "./second-factor";
export { PASSKEY_NAME_MAX };

// A WebAuthn answer is checked only for its shape here; what it proves is @simplewebauthn/server's to verify.

export const PASSKEY_NAME_REQUIRED = "Name is required";

export const ZPasskeyName = z
  .string({ error: PASSKEY_NAME_REQUIRED })
  .trim()
  .min(1, PASSKEY_NAME_REQUIRED)
  .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`)
  .refine(isSingleLine, `Name ${CONTROL_CHARACTERS_MESSAGE}`);

/** An attestation with its certificate chain is a few kilobytes; nothing a browser sends comes near this. */
const FIELD_MAX = 16_000;
const base64url = z
  .string({ error: "The passkey's answer is incomplete" })
  .max(FIELD_MAX, "The passkey's answer is too long")
  .regex(/^[A-Za-z0-9_-]*$/, "The passkey's answer is malformed");
const credentialId = base64url.min(1, "The passkey's answer is incomplete");

const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key", { error: "The passkey's answer is malformed" }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const ZRegistrationResponse = z.object({
  ...common,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const ZAuthenticationResponse = z.object({
  ...common,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const ZPasskeyOptions = z.object({ purpose: z.enum(["register", "remove"]).default("register") });

export const ZAddPasskey = z.object({ name: ZPasskeyName, response: ZRegistrationResponse });
export type TAddPasskey = z.output<typeof ZAddPasskey>;

export const ZRenamePasskey = z.object({ name: ZPasskeyName });
export type TRenamePasskeyInput = z.input<typeof ZRenamePasskey>;
export type TRenamePasskey = z.output<typeof ZRenamePasskey>;

/** Proof that the owner is here: a fresh passkey answer (options with purpose "remove") or a recovery code. */
export const ZRemovePasskey = z.union(
  [z.object({ response: ZAuthenticationResponse }), ZTotpCode, ZRecoveryCodeAnswer],
  { error: "Confirm with one of your passkeys, an authenticator code or a recovery code" },
);
export type TRemovePasskey = z.output<typeof ZRemovePasskey>;

export const ZPasskeySignIn = z.object({
  response: ZAuthenticationResponse,
  callbackUrl: z.string().max(2048).optional(),
});

export const ZPasskeySecondStep = z.object({ response: ZAuthenticationResponse });

export type TAuthenticationResponse = z.output<typeof ZAuthenticationResponse>;
export type TRegistrationResponse = z.output<typeof ZRegistrationResponse>;
