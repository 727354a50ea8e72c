import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { emailKeySuffix, storedRateLimitKey } from "@/lib/rate-limit-keys";

// Fixed-window counters in PostgreSQL, so a limit holds across every server instance of a serverless
// deployment. One atomic upsert per hit: no read-then-write race between instances.
//
// Callers name a counter in plain words ("register:ip:<address>"); the row keeps e-mail and client addresses only
// as hashes (lib/rate-limit-keys.ts), the daily cron prunes windows that are over for every rule, and deleting an
// account deletes the counters of its address (docs/product-rules.md "Rate limits").

export { emailKeySuffix, storedRateLimitKey };

/**
 * The longest window a rule may have. A row whose window started longer ago than this is over for every rule, so
 * pruneExpiredRateLimits can remove it without knowing which rule counted it.
 */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 60 * 60;

export interface RateLimitRule {
  /** Maximum hits per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  retryAfterSeconds: number;
}

/** Counts one hit against `key` and answers the count in the current window. */
export async function hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
  checkWindow(rule);
  const stored = storedRateLimitKey(key);
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${stored}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" <= now() - make_interval(secs => ${rule.windowSeconds})
                     THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" <= now() - make_interval(secs => ${rule.windowSeconds})
                     THEN now() ELSE "RateLimit"."windowStart" END
    RETURNING "count", "windowStart"`;
  return toState(rows[0]!, rule);
}

/** The current count without adding a hit (0 when the window has passed). */
export async function peek(key: string, rule: RateLimitRule): Promise<RateLimitState> {
  checkWindow(rule);
  const row = await db.rateLimit.findUnique({ where: { key: storedRateLimitKey(key) } });
  if (!row || row.windowStart.getTime() <= Date.now() - rule.windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: 0 };
  }
  return toState(row, rule);
}

export async function reset(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: storedRateLimitKey(key) } });
}

/**
 * Deletes every counter whose window is over for every rule (it started RATE_LIMIT_MAX_WINDOW_SECONDS ago or
 * more), so no row outlives a day or so; run by the daily cron (lib/reminders/scheduler.ts). Answers how many went.
 */
export async function pruneExpiredRateLimits(): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "RateLimit" WHERE "windowStart" <= now() - make_interval(secs => ${RATE_LIMIT_MAX_WINDOW_SECONDS})`;
}

/**
 * The where-clause for every counter keyed by `email` (per e-mail and per address+e-mail), for the account
 * deletion's transaction (lib/account/service.ts). Counters keyed by a client address alone cannot be told apart
 * by account; the prune removes them within a day.
 */
export function rateLimitsOfEmail(email: string): { key: { endsWith: string } } {
  return { key: { endsWith: emailKeySuffix(email) } };
}

/** A window longer than the prune's horizon would be cut short by it: a programming error, refused loudly. */
function checkWindow(rule: RateLimitRule): void {
  if (rule.windowSeconds > RATE_LIMIT_MAX_WINDOW_SECONDS) {
    throw new Error(`Rate-limit windows are at most ${RATE_LIMIT_MAX_WINDOW_SECONDS} s (pruneExpiredRateLimits)`);
  }
}

function toState(row: { count: number; windowStart: Date }, rule: RateLimitRule): RateLimitState {
  const endsAt = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return { count: Number(row.count), retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)) };
}

export function rateLimited(
  retryAfterSeconds: number,
  message = "Too many attempts. Please wait a few minutes and try again.",
): AppError {
  return new AppError("rate_limited", message, { retryAfterSeconds });
}

/** Hits `key` and throws 429 once the count passes the limit. */
export async function enforce(key: string, rule: RateLimitRule): Promise<void> {
  const state = await hit(key, rule);
  if (state.count > rule.limit) throw rateLimited(state.retryAfterSeconds);
}

/** The limits in force (env can tighten or loosen them per deployment). */
export const RATE_LIMITS = {
  /** Failed sign-ins from one address for one e-mail. */
  signInPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one address across all e-mails (credential stuffing). */
  signInPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Registrations from one address. */
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Requests made with one API token (lib/api.ts), whatever the route. */
  apiToken: { limit: 120, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
