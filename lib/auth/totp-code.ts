import { createHmac, timingSafeEqual } from "node:crypto";

// A code is accepted one step either side of now for clock drift, and never for a step at or before the last one
// accepted (RFC 6238 section 5.2). Pure and keyless: tests, e2e included, compute codes with the same functions.

export const TOTP = { digits: 6, periodSeconds: 30, driftSteps: 1, secretBytes: 20 } as const;

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

/** SHA-1 unless told: RFC 6238's test vectors vary the hash. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits, hash = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(hash, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP.periodSeconds);
}

export function totpCode(key: Uint8Array, atMs: number, digits: number = TOTP.digits): string {
  return hotp(key, totpStep(atMs), digits);
}

/** Every candidate is compared in constant time; a code already accepted, or an older one, never works again. */
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
