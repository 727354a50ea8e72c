import "server-only";
import { db } from "@/lib/db";
import { fieldError } from "@/lib/errors";
import { rateLimited } from "@/lib/rate-limit";
import { revokeAllTokens } from "@/lib/tokens/service";
import type { Prisma } from "@/lib/generated/prisma/client";

// The second step of a sign-in (docs/product-rules.md "Second factor"). An account with an authenticator app or a
// passkey gets, from a password, an e-mailed link or OAuth, a session marked `secondFactorPending`: it signs
// nobody in (lib/auth/session.ts `findSessionUser`) until a current authenticator code, an unused recovery code
// or one of the account's passkeys completes it at /login/second-step. Signing in with a passkey itself needs no
// second step: the passkey is something owned, unlocked by something known or by a fingerprint.
//
// Wrong answers are counted per account, whatever browser they come from: after SECOND_FACTOR_LOCK.maxFailures in
// a row the step refuses every answer for SECOND_FACTOR_LOCK.lockMinutes (429). Each answer is counted before it is
// checked, in one conditional UPDATE, so parallel guesses cannot all pass the gate at once (as the password guard
// does, lib/auth/sign-in-guard.ts); a right answer then clears the count.

export const SECOND_FACTOR_LOCK = { maxFailures: 5, lockMinutes: 15 } as const;

/** Where a pending sign-in goes to finish, keeping its destination. */
export function secondStepPath(callbackUrl: string): string {
  return callbackUrl === "/"
    ? "/login/second-step"
    : `/login/second-step?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}

type Db = Prisma.TransactionClient | typeof db;

/** Whether a sign-in of this account owes a second step: an authenticator app or at least one passkey. */
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

/** Counts an answer on the account's second step before it is checked, or refuses it (429) while locked. */
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

/**
 * Runs one second-factor check (a code, a recovery code, a passkey's answer) under the account's lock: counted
 * first, refused while locked, cleared when right. A wrong answer is a 400 on `field` with `wrongMessage`.
 */
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

/** The pending session `sid` of `userId` becomes a signed-in one. */
export async function completeSecondStep(sid: string, userId: string): Promise<void> {
  await db.session.updateMany({
    where: { sessionToken: sid, userId, secondFactorPending: true },
    data: { secondFactorPending: false },
  });
}

/**
 * After a change to how the account is signed in to (a password, a second factor added or removed): every other
 * session ends and every API token is revoked, so whoever held a copy of a cookie or a token is out, in the
 * caller's transaction. `keepSid`: the browser that made the change.
 */
export async function endOtherSessionsAndTokens(
  tx: Prisma.TransactionClient,
  userId: string,
  keepSid: string,
): Promise<void> {
  await tx.session.deleteMany({ where: { userId, sessionToken: { not: keepSid } } });
  await revokeAllTokens(userId, tx);
}
