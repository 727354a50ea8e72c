import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { requireEnv } from "@/lib/env";
import { base32Decode, base32Encode, TOTP } from "./totp-code";

// The authenticator app's shared secret (docs/product-rules.md "Second factor"; the codes themselves are
// lib/auth/totp-code.ts): made, put in the otpauth:// URI, stored. It is stored sealed with AES-256-GCM under a key
// derived (HKDF-SHA256) from AUTH_SECRET and a fixed label, so a database dump alone yields no secret. Rotating AUTH_SECRET makes every sealed secret unreadable:
// `openTotpSecret` then answers null and the code check fails closed (SECURITY.md "Second factor").

export const TOTP_ISSUER = "DebtWise";

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

const SEAL_VERSION = "v1";

function sealingKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, Buffer.alloc(0), "debtwise totp", 32));
}

/** The secret as stored: "v1." + base64url(iv | tag | ciphertext), AES-256-GCM under the HKDF key. */
export function sealTotpSecret(secret: string, authSecret: string = requireEnv("AUTH_SECRET")): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
}

/**
 * The secret's key bytes, or null when the stored value cannot be opened (AUTH_SECRET rotated, or tampered with):
 * the caller then treats every code as wrong rather than failing the request.
 */
export function openTotpSecret(sealed: string, authSecret: string = requireEnv("AUTH_SECRET")): Buffer | null {
  const [version, payload] = sealed.split(".");
  if (version !== SEAL_VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(authSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const secret = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    return base32Decode(secret);
  } catch {
    return null;
  }
}
