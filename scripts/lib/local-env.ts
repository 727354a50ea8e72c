import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createECDH, randomBytes } from "node:crypto";
import path from "node:path";

// Environment for local runs: .env (if present) first, then generated defaults for anything a keyless
// machine lacks. Real environment variables always win.

export const DATA_DIR = path.resolve(".data");

export function loadDotEnv(): void {
  for (const file of [".env.local", ".env"]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/** A stable AUTH_SECRET kept under .data/, so sessions survive restarts of `npm start`. */
export function ensureLocalAuthSecret(): void {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(DATA_DIR, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

/**
 * A stable VAPID key pair kept under .data/ (Web Push reminders, docs/product-rules.md "Reminders"): browsers
 * subscribe with its public key, so it must outlive restarts of `npm start` or every device would need to
 * subscribe again. A deployment sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY itself (README "Deploying").
 */
export function ensureLocalVapidKeys(): void {
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) return;
  const file = path.join(DATA_DIR, "vapid-keys.json");
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(generateVapidKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
}

/** A P-256 key pair as VAPID writes it: the raw public point (65 bytes) and private scalar (32), base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // A scalar with leading zero bytes comes back shorter; VAPID wants all 32.
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString("base64url"),
  };
}
