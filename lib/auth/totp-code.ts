import { createHmac, timingSafeEqual } from "node:crypto";

// RFC 6238 TOTP over RFC 4226 HOTP (docs/product-rules.md "Second factor"), pure: HMAC-SHA1, 6 digits, 30-second
// steps, the form every authenticator app reads from an otpauth:// URI. Written on node:crypto because the
// algorithm is twenty lines. A code is accepted one step either side of now for clock drift, and never for a step
// at or before the last one accepted (RFC 6238 section 5.2: a code works once). No secrets are kept here (they are
// sealed by lib/auth/totp.ts), so tests, e2e included, compute codes with the same functions.

export const TOTP = { digits: 6, periodSeconds: 30, driftSteps: 1, secretBytes: 20 } as const;

/** RFC 4648 base32, the alphabet authenticator apps expect for secrets. */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 as people type it: case, spaces, dashes and "=" padding ignored; null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP: the `digits`-digit code of `key` for `counter` (SHA-1 unless told, as RFC 6238's vectors vary). */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits, hash = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(hash, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step that `atMs` falls in (RFC 6238's T). */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP.periodSeconds);
}

/** The code an authenticator app shows at `atMs`. */
export function totpCode(key: Uint8Array, atMs: number, digits: number = TOTP.digits): string {
  return hotp(key, totpStep(atMs), digits);
}

/**
 * The step `code` belongs to, within one step of `atMs` and after `lastStep` (a code already accepted, or an older
 * one, never works again); null when it matches none. Every candidate is compared in constant time.
 */
export function matchTotp(key: Uint8Array, code: string, atMs: number, lastStep: number | null): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP.digits) return null;
  const now = totpStep(atMs);
  let matched: number | null = null;
  for (let step = now - TOTP.driftSteps; step <= now + TOTP.driftSteps; step++) {
    const expected = hotp(key, step);
    const same = timingSafeEqual(Buffer.from(expected), Buffer.from(code));
    if (same && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}
