import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { emailKeySuffix, storedRateLimitKey } from "@/lib/rate-limit-keys";

// Fixed-window counters in PostgreSQL so a limit holds across serverless instances; one atomic upsert per hit, so no
// read-then-write race. Addresses are stored hashed (docs/product-rules.md "Rate limits").

export { emailKeySuffix, storedRateLimitKey };

/** The longest window a rule may have: a row older than this is over for every rule, so the prune needs no rule. */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 60 * 60;

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  retryAfterSeconds: number;
}

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

export async function pruneExpiredRateLimits(): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "RateLimit" WHERE "windowStart" <= now() - make_interval(secs => ${RATE_LIMIT_MAX_WINDOW_SECONDS})`;
}

/** For the account deletion's transaction. Counters keyed by a client address alone are left to the daily prune. */
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

export async function enforce(key: string, rule: RateLimitRule): Promise<void> {
  const state = await hit(key, rule);
  if (state.count > rule.limit) throw rateLimited(state.retryAfterSeconds);
}

export const RATE_LIMITS = {
  /** Failed sign-ins from one address for one e-mail. */
  signInPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one address across all e-mails (credential stuffing). */
  signInPerIp: { limit: 20, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  apiToken: { limit: 120, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
