import "server-only";
import { db } from "@/lib/db";
import { fieldError } from "@/lib/errors";
import { rateLimited } from "@/lib/rate-limit";
import { revokeAllTokens } from "@/lib/tokens/service";
import type { Prisma } from "@/lib/generated/prisma/client";

// docs/product-rules.md "Second factor". A second-factor account's session from a password, link or OAuth is
// `secondFactorPending` and signs nobody in (session.ts `findSessionUser`) until the second step completes it. Wrong
// answers are counted per account before they are checked, in one conditional UPDATE, so parallel guesses cannot all
// pass the lock at once (as in lib/auth/sign-in-guard.ts).

export const SECOND_FACTOR_LOCK = { maxFailures: 5, lockMinutes: 15 } as const;

export function secondStepPath(callbackUrl: string): string {
  return callbackUrl === "/"
    ? "/login/second-step"
    : `/login/second-step?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}

type Db = Prisma.TransactionClient | typeof db;

export async function hasSecondFactor(userId: string, client: Db = db): Promise<boolean> {
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { totpEnabledAt: true, _count: { select: { passkeys: true } } },
  });
  return user !== null && (user.totpEnabledAt !== null || user._count.passkeys > 0);
}

function lockedMessage(minutes: number): string {
  return `Too many wrong codes. Try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}, or use a recovery code after that.`;
}

async function reserveAttempt(userId: string, now: Date): Promise<void> {
  const { maxFailures } = SECOND_FACTOR_LOCK;
  const counted = await db.$executeRaw`
    UPDATE "User"
       SET "secondFactorFailures" = CASE WHEN "secondFactorLockedUntil" IS NULL THEN "secondFactorFailures" + 1 ELSE 1 END,
           "secondFactorLockedUntil" = NULL
     WHERE "id" = ${userId}
       AND (("secondFactorLockedUntil" IS NULL AND "secondFactorFailures" < ${maxFailures})
            OR "secondFactorLockedUntil" <= ${now})`;
  if (counted > 0) return;
  const user = await db.user.findUnique({ where: { id: userId }, select: { secondFactorLockedUntil: true } });
  const until = user?.secondFactorLockedUntil?.getTime() ?? now.getTime() + SECOND_FACTOR_LOCK.lockMinutes * 60_000;
  const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw rateLimited(retryAfter, lockedMessage(Math.ceil(retryAfter / 60)));
}

async function recordFailure(userId: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + SECOND_FACTOR_LOCK.lockMinutes * 60_000);
  await db.user.updateMany({
    where: { id: userId, secondFactorFailures: { gte: SECOND_FACTOR_LOCK.maxFailures }, secondFactorLockedUntil: null },
    data: { secondFactorLockedUntil: until },
  });
}

export async function checkSecondFactorAnswer(
  userId: string,
  check: () => Promise<boolean>,
  wrong: { field: string; message: string },
  now = new Date(),
): Promise<void> {
  await reserveAttempt(userId, now);
  if (await check()) {
    await db.user.update({ where: { id: userId }, data: { secondFactorFailures: 0 } });
    return;
  }
  await recordFailure(userId, now);
  throw fieldError(wrong.field, wrong.message);
}

export async function completeSecondStep(sid: string, userId: string): Promise<void> {
  await db.session.updateMany({
    where: { sessionToken: sid, userId, secondFactorPending: true },
    data: { secondFactorPending: false },
  });
}

/** Whoever held a copy of a cookie or a token is out; `keepSid` is the browser that made the change. */
export async function endOtherSessionsAndTokens(
  tx: Prisma.TransactionClient,
  userId: string,
  keepSid: string,
): Promise<void> {
  await tx.session.deleteMany({ where: { userId, sessionToken: { not: keepSid } } });
  await revokeAllTokens(userId, tx);
}
