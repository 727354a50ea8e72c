import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { AccountTokenPurpose, Prisma } from "@/lib/generated/prisma/client";

// The token exists only in the mail; the database keeps its sha256, so a dump holds no working link. A new link of
// the same purpose replaces the older ones, and opening one consumes it atomically.

/** Long enough to switch to the mail app a day later, short enough that an old mailbox is not a key. */
export const ACCOUNT_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

type Tx = Prisma.TransactionClient | typeof db;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueAccountToken(
  userId: string,
  purpose: AccountTokenPurpose,
  email: string,
  tx: Tx = db,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + ACCOUNT_TOKEN_MAX_AGE_SECONDS * 1000);
  await tx.accountToken.deleteMany({ where: { userId, purpose } });
  await tx.accountToken.create({
    data: { userId, purpose, email: email.toLowerCase(), tokenHash: sha256(token), expires },
  });
  return { token, expires };
}

/** Deleted by the statement that reads it: two clicks (or a mail scanner and the person) cannot both use a link. */
export async function consumeAccountToken(
  token: string,
  purpose: AccountTokenPurpose,
  tx: Tx = db,
): Promise<{ userId: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const rows = await tx.$queryRaw<{ userId: string; email: string; expires: Date }[]>`
    DELETE FROM "AccountToken"
     WHERE "tokenHash" = ${sha256(token)} AND "purpose" = ${purpose}::"AccountTokenPurpose"
     RETURNING "userId", "email", "expires"`;
  const row = rows[0];
  if (!row || row.expires.getTime() <= Date.now()) return null;
  return { userId: row.userId, email: row.email };
}

export async function voidAccountTokens(userId: string, purpose: AccountTokenPurpose, tx: Tx = db): Promise<void> {
  await tx.accountToken.deleteMany({ where: { userId, purpose } });
}
