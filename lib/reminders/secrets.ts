import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

// Hashing for the reminders' secrets: SMS codes and unsubscribe tokens are stored as their sha256 only, and the
// cron secret and SMS codes are compared in constant time.

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Constant-time equality of two secrets of any length (compares their digests). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}
