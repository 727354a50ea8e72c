import "server-only";
import { createHash, randomInt } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Recovery codes: the way in when the authenticator app or the passkeys are lost (docs/product-rules.md "Second
// factor"). Ten are issued when the account's first second factor is added, shown once and stored only as
// SHA-256 hashes (each code carries 50 random bits, so a fast hash is enough: nobody can try 2^50 guesses against
// a five-per-15-minutes lock, and a stolen table reveals no code). Each works once.

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648's base32 alphabet, lower-cased: no 0, 1 or 8 to mistake for o, l or b. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** "abcde-fghij": 10 characters of 5 bits, grouped for reading aloud and typing. */
function newCode(): string {
  let raw = "";
  for (let i = 0; i < 10; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** The form a typed code is compared in: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, "");
}

function hashCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** Replaces the account's recovery codes with ten new ones, in the caller's transaction; returns them (once). */
export async function issueRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashCode(code) })) });
  return codes;
}

/** Spends one unused code of the account; false when it is wrong or already used. One conditional write. */
export async function spendRecoveryCode(userId: string, typed: string, now = new Date()): Promise<boolean> {
  if (normalizeRecoveryCode(typed).length !== 10) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashCode(typed), usedAt: null },
    data: { usedAt: now },
  });
  return count > 0;
}

/** How many unused codes the account has left (Settings > Security says so, and warns when few are left). */
export async function unusedRecoveryCodes(userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}

/** The account's second factors are all gone: its recovery codes go with them. */
export async function deleteRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.recoveryCode.deleteMany({ where: { userId } });
}
