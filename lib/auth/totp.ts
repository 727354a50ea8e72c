import "server-only";
import { randomBytes } from "node:crypto";
import { openSealed, seal } from "@/lib/crypto/seal";
import { requireEnv } from "@/lib/env";
import { base32Decode, base32Encode, TOTP } from "./totp-code";

// Stored sealed (lib/crypto/seal.ts), so a database dump alone yields no secret; an unreadable one fails closed.

export const TOTP_ISSUER = "DebtWise";

/** The HKDF label of authenticator secrets: the one stored secrets were sealed under. */
const TOTP_SEAL = "debtwise totp";

/** 20 random bytes: RFC 4226's recommended length for SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes));
}

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

export function sealTotpSecret(secret: string, authSecret: string = requireEnv("AUTH_SECRET")): string {
  return seal(secret, TOTP_SEAL, authSecret);
}

/** Null when the stored value cannot be opened: the caller treats every code as wrong rather than failing. */
export function openTotpSecret(sealed: string, authSecret: string = requireEnv("AUTH_SECRET")): Buffer | null {
  const secret = openSealed(sealed, TOTP_SEAL, authSecret);
  return secret === null ? null : base32Decode(secret);
}
