import "server-only";
import { createHash, randomInt } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Stored as SHA-256 only: each code carries 50 random bits, so a fast hash is enough (nobody can try 2^50 guesses
// against a five-per-15-minutes lock) and a stolen table reveals no code.

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648's base32 alphabet, lower-cased: no 0, 1 or 8 to mistake for o, l or b. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** "abcde-fghij": 10 characters of 5 bits, grouped for reading aloud and typing. */
function newCode(): string {
  let raw = "";
  for (let i = 0; i < 10; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, "");
}

function hashCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

export async function issueRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashCode(code) })) });
  return codes;
}

export async function spendRecoveryCode(userId: string, typed: string, now = new Date()): Promise<boolean> {
  if (normalizeRecoveryCode(typed).length !== 10) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashCode(typed), usedAt: null },
    data: { usedAt: now },
  });
  return count > 0;
}

export async function unusedRecoveryCodes(userId: string): Promise<number> {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}

export async function deleteRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.recoveryCode.deleteMany({ where: { userId } });
}
