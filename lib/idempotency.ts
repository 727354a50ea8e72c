import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/client/idempotency-key";
import { AppError } from "@/lib/errors";

// docs/product-rules.md "Idempotent writes", as Stripe's API does it. The key is claimed by inserting its row (unique
// on user and key), so of concurrent duplicates only one runs; the others answer 409 until it has finished.

export { IDEMPOTENCY_KEY_HEADER };
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

// The longest write allows 10 s to start its transaction and 30 s to run it: a claim older than this was abandoned.
const ABANDONED_AFTER_SECONDS = 5 * 60;

/** Visible ASCII only, so the key reads back exactly as sent. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

export function idempotencyKeyOf(headers: Headers): string | null {
  const raw = headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return null;
  const key = raw.trim();
  if (!KEY_SHAPE.test(key))
    throw new AppError("bad_request", `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`);
  return key;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([method, path, body ?? null]))
    .digest("hex");
}

export type IdempotencyClaim = { run: true; id: string } | { run: false; answer: Response };

export async function claimIdempotencyKey(
  userId: string,
  key: string,
  fingerprint: string,
  firstTry = true,
): Promise<IdempotencyClaim> {
  // One statement: a new key inserts; an expired or abandoned one is taken over under the row's lock, so two retries
  // cannot both take it. The column holds UTC, as Prisma writes and reads it.
  const claimed = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "IdempotencyKey" ("id", "userId", "key", "requestHash", "createdAt")
    VALUES (${randomUUID()}, ${userId}, ${key}, ${fingerprint}, now() AT TIME ZONE 'UTC')
    ON CONFLICT ("userId", "key") DO UPDATE
      SET "requestHash" = EXCLUDED."requestHash", "status" = NULL, "body" = NULL, "createdAt" = EXCLUDED."createdAt"
      WHERE "IdempotencyKey"."createdAt"
              <= (now() AT TIME ZONE 'UTC') - make_interval(secs => ${IDEMPOTENCY_KEY_TTL_SECONDS})
         OR ("IdempotencyKey"."status" IS NULL
             AND "IdempotencyKey"."createdAt"
                   <= (now() AT TIME ZONE 'UTC') - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))
    RETURNING "id"`;
  if (claimed[0]) return { run: true, id: claimed[0].id };

  const kept = await db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
  // Gone between the two statements (its first request failed and let go of it): this request may run.
  if (!kept && firstTry) return claimIdempotencyKey(userId, key, fingerprint, false);
  if (!kept) throw stillRunning();
  if (kept.requestHash !== fingerprint)
    throw new AppError(
      "conflict",
      `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request. Use a new key for a new request.`,
    );
  if (kept.status === null || kept.body === null) throw stillRunning();
  return {
    run: false,
    answer: new Response(kept.body, {
      status: kept.status,
      headers: { "content-type": "application/json", [IDEMPOTENT_REPLAY_HEADER]: "true" },
    }),
  };
}

const stillRunning = () =>
  new AppError(
    "conflict",
    `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed. Please try again in a moment.`,
    { retryAfterSeconds: 1 },
  );

// A failure that may pass (5xx, 429) lets go of the key, so a retry runs the request again.
export async function settleIdempotencyKey(id: string, answer: Response): Promise<void> {
  if (answer.status >= 500 || answer.status === 429) {
    await db.idempotencyKey.deleteMany({ where: { id, status: null } });
    return;
  }
  await db.idempotencyKey.update({ where: { id }, data: { status: answer.status, body: await answer.clone().text() } });
}

export async function pruneIdempotencyKeys(now = new Date()): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000) } },
  });
  return count;
}
