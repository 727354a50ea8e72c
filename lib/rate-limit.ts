import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

// Fixed-window counters in PostgreSQL, so a limit holds across every server instance of a serverless
// deployment. One atomic upsert per hit: no read-then-write race between instances.

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
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${key}, 1, now())
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
  const row = await db.rateLimit.findUnique({ where: { key } });
  if (!row || row.windowStart.getTime() <= Date.now() - rule.windowSeconds * 1000) {
    return { count: 0, retryAfterSeconds: 0 };
  }
  return toState(row, rule);
}

export async function reset(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
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
