import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db, getPool } from "@/lib/db";
import { rememberTimeZone } from "@/lib/account/time-zone";
import { lockUserRow } from "@/lib/db/locks";
import { AppError, notFound } from "@/lib/errors";
import { hasFeature } from "@/lib/billing/gates";
import type { SessionUser } from "@/lib/auth/session";
import { requireVerifiedEmailFirst } from "@/lib/auth/verified-email";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TCreateToken } from "@/lib/validations/tokens";
import { MAX_LIVE_TOKENS, TOKEN_PREFIX, type ApiTokenDto, type CreatedApiTokenDto } from "./types";

// Personal access tokens (SECURITY.md "Threats and mitigations"): only the secret's SHA-256 is stored, and a request's
// token is found by that hash through the unique index, so no code compares secrets (nothing leaks through timing).

type Db = Prisma.TransactionClient | typeof db;

const TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** How much of the secret lists show: the literal prefix alone would not tell tokens apart. */
const SHOWN_RANDOM_CHARS = 8;
/** lastUsedAt is written at most this often per token, not on every request (a write per API call otherwise). */
const TOUCH_INTERVAL_SECONDS = 60;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const tokenSelect = { id: true, name: true, prefix: true, canWrite: true, createdAt: true, lastUsedAt: true } as const;

function toDto(row: Prisma.ApiTokenGetPayload<{ select: typeof tokenSelect }>): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    canWrite: row.canWrite,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A verified address first: a token made by whoever registered someone else's address would outlive their claim. */
export async function createToken(
  user: Pick<SessionUser, "id" | "emailVerified">,
  input: TCreateToken,
): Promise<CreatedApiTokenDto> {
  requireVerifiedEmailFirst(user);
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const row = await db.$transaction(async (tx) => {
    // The user's row lock makes count-then-insert safe against two creations at once.
    await lockUserRow(tx, user.id);
    const live = await tx.apiToken.count({ where: { userId: user.id, revokedAt: null } });
    if (live >= MAX_LIVE_TOKENS) {
      throw new AppError(
        "conflict",
        `You can have at most ${MAX_LIVE_TOKENS} tokens. Revoke one you no longer use first.`,
      );
    }
    return tx.apiToken.create({
      data: {
        userId: user.id,
        name: input.name,
        canWrite: input.canWrite,
        tokenHash: hashToken(token),
        prefix: token.slice(0, TOKEN_PREFIX.length + SHOWN_RANDOM_CHARS),
      },
      select: tokenSelect,
    });
  });
  return { token, apiToken: toDto(row) };
}

export async function listTokens(userId: string): Promise<ApiTokenDto[]> {
  const rows = await db.apiToken.findMany({
    where: { userId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: tokenSelect,
  });
  return rows.map(toDto);
}

/** 404 also for another user's token: indistinguishable from a missing one. */
export async function revokeToken(userId: string, id: string): Promise<void> {
  const { count } = await db.apiToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw notFound("Token");
}

export async function revokeAllTokens(userId: string, client: Db = db): Promise<number> {
  const { count } = await client.apiToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}

export interface TokenUser {
  user: SessionUser;
  tokenId: string;
  canWrite: boolean;
}

/**
 * Null also once the owner's plan lacks API access, even before revokeAllTokens has run. One statement on the pool,
 * as for sessions (lib/auth/session.ts `findSessionUser`): it runs on every API call.
 */
export async function authenticateToken(token: string): Promise<TokenUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const { rows } = await getPool().query<SessionUser & { tokenId: string; canWrite: boolean; stale: boolean }>(
    `SELECT t."id" AS "tokenId", t."canWrite",
            (t."lastUsedAt" IS NULL OR t."lastUsedAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => $2)) AS "stale",
            u."id", u."email", u."firstName", u."lastName", u."subscriptionPlan"::text AS "subscriptionPlan",
            u."subscriptionStatus", u."emailVerified" IS NOT NULL AS "emailVerified", u."timeZone"
       FROM "ApiToken" t JOIN "User" u ON u."id" = t."userId"
      WHERE t."tokenHash" = $1 AND t."revokedAt" IS NULL`,
    [hashToken(token), TOUCH_INTERVAL_SECONDS],
  );
  const row = rows[0];
  if (!row || !hasFeature(row, "apiAccess")) return null;
  const { tokenId, canWrite, stale, ...user } = row;
  rememberTimeZone(user.id, user.timeZone);
  if (stale) {
    // The condition is repeated so concurrent requests write it once; a lost write only delays "last used".
    await db.apiToken.updateMany({
      where: {
        id: tokenId,
        OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(Date.now() - TOUCH_INTERVAL_SECONDS * 1000) } }],
      },
      data: { lastUsedAt: new Date() },
    });
  }
  return { user, tokenId, canWrite };
}
