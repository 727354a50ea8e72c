import "server-only";
import { randomBytes } from "node:crypto";
import { openSealed, seal } from "@/lib/crypto/seal";
import { requireEnv } from "@/lib/env";
import { base32Decode, base32Encode, TOTP } from "./totp-code";

// The authenticator app's shared secret (docs/product-rules.md "Second factor"; the codes themselves are
// lib/auth/totp-code.ts): made, put in the otpauth:// URI, stored. It is stored sealed (lib/crypto/seal.ts: AES-256-GCM
// under a key derived from AUTH_SECRET), so a database dump alone yields no secret. Rotating AUTH_SECRET makes every
// sealed secret unreadable: `openTotpSecret` then answers null and the code check fails closed (SECURITY.md "A
// database dump yields authenticator secrets or recovery codes").

export const TOTP_ISSUER = "DebtWise";

/** The HKDF label of authenticator secrets: the one stored secrets were sealed under. */
const TOTP_SEAL = "debtwise totp";

/** A new shared secret: 20 random bytes (RFC 4226's recommended length for SHA-1), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

/** The otpauth:// URI an authenticator app reads from the QR code (issuer DebtWise, labelled with the address). */
export function otpauthUri(secret: string, accountEmail: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(accountEmail)}`;
  const query = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: "SHA1",
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The secret as stored, sealed under AUTH_SECRET (lib/crypto/seal.ts). */
export function sealTotpSecret(secret: string, authSecret: string = requireEnv("AUTH_SECRET")): string {
  return seal(secret, TOTP_SEAL, authSecret);
}

/**
 * The secret's key bytes, or null when the stored value cannot be opened (AUTH_SECRET rotated, or tampered with):
 * the caller then treats every code as wrong rather than failing the request.
 */
export function openTotpSecret(sealed: string, authSecret: string = requireEnv("AUTH_SECRET")): Buffer | null {
  const secret = openSealed(sealed, TOTP_SEAL, authSecret);
  return secret === null ? null : base32Decode(secret);
}
