import "server-only";
import { db } from "@/lib/db";
import { pruneIdempotencyKeys } from "@/lib/idempotency";
import { pruneExpiredRateLimits } from "@/lib/rate-limit";

// docs/product-rules.md "Data kept". Every step is idempotent, so a second run the same day finds nothing to do.

/** Long enough to answer "what did you send me last month?". */
export const OUTBOX_BODY_DAYS = 30;

export const IMPORT_REVIEW_DAYS = 30;

export interface CleanupResult {
  sessions: number;
  accountTokens: number;
  signInLinks: number;
  outboxBodies: number;
  idempotencyKeys: number;
  rateLimitWindows: number;
  importReviews: number;
  /** A Plaid JWT older than 5 minutes is refused anyway, so a day-old delivery record guards no repeat. */
  plaidWebhooks: number;
}

export async function runDailyCleanup(now: Date): Promise<CleanupResult> {
  const expired = { expires: { lt: now } };
  const bodyCutoff = new Date(now.getTime() - OUTBOX_BODY_DAYS * 86_400_000);
  const reviewCutoff = new Date(now.getTime() - IMPORT_REVIEW_DAYS * 86_400_000);
  const [
    sessions,
    accountTokens,
    signInLinks,
    outboxBodies,
    idempotencyKeys,
    rateLimitWindows,
    importReviews,
    plaidWebhooks,
  ] = await Promise.all([
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
    db.plaidWebhookEvent.deleteMany({ where: { processedAt: { lt: new Date(now.getTime() - 86_400_000) } } }),
  ]);
  return {
    sessions: sessions.count,
    accountTokens: accountTokens.count,
    signInLinks: signInLinks.count,
    outboxBodies: outboxBodies.count,
    idempotencyKeys,
    rateLimitWindows,
    importReviews: importReviews.count,
    plaidWebhooks: plaidWebhooks.count,
  };
}
