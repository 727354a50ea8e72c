import "server-only";
import { db } from "@/lib/db";
import { pruneIdempotencyKeys } from "@/lib/idempotency";
import { pruneExpiredRateLimits } from "@/lib/rate-limit";

// The daily cleanup (docs/product-rules.md "Data kept"): what has expired is deleted, and an old message's text is
// dropped from the outbox while the record of what was sent to whom stays. Run by the scheduler
// (lib/reminders/scheduler.ts); every step is idempotent, so a second run the same day finds nothing to do.

/** Days an outbox message keeps its text (long enough to answer "what did you send me last month?"). */
export const OUTBOX_BODY_DAYS = 30;

/** Days an import waits in review (its file's text kept) before it is discarded. */
export const IMPORT_REVIEW_DAYS = 30;

export interface CleanupResult {
  sessions: number;
  accountTokens: number;
  signInLinks: number;
  outboxBodies: number;
  idempotencyKeys: number;
  /** Rate-limit windows over for every rule (docs/product-rules.md "Rate limits"). */
  rateLimitWindows: number;
  /** Imports left in review (never applied) past IMPORT_REVIEW_DAYS. */
  importReviews: number;
}

export async function runDailyCleanup(now: Date): Promise<CleanupResult> {
  const expired = { expires: { lt: now } };
  const bodyCutoff = new Date(now.getTime() - OUTBOX_BODY_DAYS * 86_400_000);
  const reviewCutoff = new Date(now.getTime() - IMPORT_REVIEW_DAYS * 86_400_000);
  const [sessions, accountTokens, signInLinks, outboxBodies, idempotencyKeys, rateLimitWindows, importReviews] =
    await Promise.all([
      db.session.deleteMany({ where: expired }),
      db.accountToken.deleteMany({ where: expired }),
      db.verificationToken.deleteMany({ where: expired }),
      db.outboxMessage.updateMany({
        where: { createdAt: { lt: bodyCutoff }, NOT: { body: "", html: null } },
        data: { body: "", html: null },
      }),
      pruneIdempotencyKeys(now),
      pruneExpiredRateLimits(),
      db.import.deleteMany({ where: { status: "review", createdAt: { lt: reviewCutoff } } }),
    ]);
  return {
    sessions: sessions.count,
    accountTokens: accountTokens.count,
    signInLinks: signInLinks.count,
    outboxBodies: outboxBodies.count,
    idempotencyKeys,
    rateLimitWindows,
    importReviews: importReviews.count,
  };
}
