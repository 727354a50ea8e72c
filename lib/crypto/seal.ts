import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { requireEnv } from "@/lib/env";

// Secrets at rest (SECURITY.md "Assets"): AES-256-GCM under an HKDF key per purpose, so a database dump opens none
// of them. Rotating AUTH_SECRET makes every sealed value unreadable: `openSealed` answers null and callers fail closed.

/** What a sealed value is for: the HKDF label its key is derived under. Never change one (stored values use it). */
export type SealPurpose = "debtwise totp" | "debtwise plaid";

const SEAL_VERSION = "v1";

function sealingKey(purpose: SealPurpose, authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, Buffer.alloc(0), purpose, 32));
}

export function seal(plain: string, purpose: SealPurpose, authSecret: string = requireEnv("AUTH_SECRET")): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(purpose, authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
}

/** The plain text, or null when the stored value cannot be opened (AUTH_SECRET rotated, another purpose, tampered). */
export function openSealed(
  sealed: string,
  purpose: SealPurpose,
  authSecret: string = requireEnv("AUTH_SECRET"),
): string | null {
  const [version, payload] = sealed.split(".");
  if (version !== SEAL_VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(purpose, authSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
