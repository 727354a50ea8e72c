import "server-only";
import type { NextRequest } from "next/server";
import { z } from "@/lib/validations/zod";
import { AppError, notFound, unauthorized, type FieldIssue } from "@/lib/errors";
import { readSessionUser, type SessionUser } from "@/lib/auth/session";
import { isStripeUnavailable, STRIPE_RETRY_AFTER_SECONDS } from "@/lib/billing/errors";
import { requireFeature, type GatedFeature } from "@/lib/billing/gates";
import { claimIdempotencyKey, idempotencyKeyOf, requestFingerprint, settleIdempotencyKey } from "@/lib/idempotency";
import { enforce, hit, peek, rateLimited, RATE_LIMITS, type RateLimitRule } from "@/lib/rate-limit";
import { clientIp, isCrossSite } from "@/lib/request";
import { DEFAULT_MAX_BODY_BYTES, readBodyText, refuseDeclaredOversize } from "@/lib/request-body";
import { authenticateToken } from "@/lib/tokens/service";
import { TOKEN_PREFIX } from "@/lib/tokens/types";
import { USER_KEY_HEADER } from "@/lib/offline/rules";
import { userCacheKey } from "@/lib/offline/user-key";

// The one wrapper every route handler goes through: resolve the user, parse the body with the shared zod
// schema, run the service, and map every failure to {"error": {"code", "message", "issues"?}}.
// A handler returns a plain value (sent as JSON 200) or a Response (sent as is, e.g. created()).

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type RouteContext = { params: Promise<Record<string, string | string[]>> };

interface Ctx<B, U> {
  req: NextRequest;
  user: U;
  body: B;
  params: Record<string, string>;
  /** The API token the request authenticated with, or null for a session (read by routes with `tokenWrites`). */
  token: { canWrite: boolean } | null;
}

interface Options<S extends z.ZodType | undefined> {
  body?: S;
  /** Counted before the body is read, so malformed attempts count too (429 past the limit). */
  rateLimit?: (req: NextRequest, user: SessionUser | null) => { key: string; rule: RateLimitRule };
  /** Only for callers that authenticate with their own signature (webhooks): skips the same-site check. */
  allowCrossSite?: boolean;
  /** The largest body this route accepts (default DEFAULT_MAX_BODY_BYTES); a larger one is a 413 (lib/request-body.ts). */
  maxBodyBytes?: number;
  /** What a body over maxBodyBytes answers instead of the 413, where a contract names it (a file upload's 400). */
  oversizeError?: AppError;
  /**
   * Opt in to personal API tokens (`Authorization: Bearer dw_pat_...`, lib/tokens): "read" accepts any live token,
   * "write" only one created with write access. Without it a bearer request is a 401. Routes that opt in are
   * documented in lib/tokens/openapi.ts (a test holds the two together).
   */
  token?: TokenAccess;
  /**
   * Only with `token: "read"` on a POST that carries both reads and writes (the MCP endpoint, lib/mcp): a read-only
   * token is let through the mutating method, and the handler refuses each write itself from `ctx.token.canWrite`.
   */
  tokenWritesCheckedByHandler?: boolean;
  /**
   * For routes that exist only on some servers (the dev clock): when it answers false, every request is a 404
   * before any other check, so such a server does not even admit the route exists.
   */
  available?: (headers: Headers) => boolean;
  /**
   * Accept an optional `Idempotency-Key` header (lib/idempotency.ts): a retry with the same key and request gets the
   * first answer again without running, the same key with another request is a 409. Signed-in routes only; token
   * routes that opt in say so in lib/tokens/openapi.ts (a test holds the two together).
   */
  idempotent?: boolean;
}

/** route()'s options: a signed-in route may also declare the plan feature it needs. */
interface SignedInOptions<S extends z.ZodType | undefined> extends Options<S> {
  /**
   * The plan feature the whole route needs (docs/product-rules.md "Plans and limits"): a user whose plan lacks it
   * gets 403 plan_limit with the upgrade message right after they are known (session or API token), before the
   * rate limit and the body, so a refused request costs nothing and a bad body is still a 403. A gate that depends
   * on the input (which reminder channel is turned on, which challenge is joined) stays in the service. Only on
   * route(): a visitor has no plan to check.
   */
  requires?: GatedFeature;
}

export type TokenAccess = "read" | "write";

/** The WWW-Authenticate header of a 401 on a route that accepts API tokens. */
export const BEARER_CHALLENGE = 'Bearer realm="DebtWise"';

/** A handler as route() returns it, marked with the token access it opted in to (read by the OpenAPI test). */
export type RouteHandler = ((req: NextRequest, context?: RouteContext) => Promise<Response>) & {
  tokenAccess?: TokenAccess;
  idempotent?: boolean;
  /** The plan feature the route declared (read by the plan gates' test). */
  requires?: GatedFeature;
};

type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type Handler<S, U> = (ctx: Ctx<BodyOf<S>, U>) => Promise<unknown> | unknown;

/** A handler for signed-in users only: 401 before the handler runs when there is no valid session. */
export function route<S extends z.ZodType | undefined = undefined>(
  options: SignedInOptions<S>,
  handler: Handler<S, SessionUser>,
) {
  return wrap(options, true, handler as Handler<S, SessionUser | null>);
}

/** A handler that also serves visitors: `user` is null when signed out. */
export function publicRoute<S extends z.ZodType | undefined = undefined>(
  options: Options<S>,
  handler: Handler<S, SessionUser | null>,
) {
  return wrap(options, false, handler);
}

function wrap<S extends z.ZodType | undefined>(
  options: SignedInOptions<S>,
  requireUser: boolean,
  handler: Handler<S, SessionUser | null>,
) {
  const handle: RouteHandler = async (req: NextRequest, context?: RouteContext): Promise<Response> => {
    let releaseWriteSlot: (() => void) | undefined;
    try {
      if (options.available && !options.available(req.headers)) throw notFound();
      const bearer = bearerToken(req.headers, requireUser);
      // Defence in depth on top of SameSite=Lax cookies: a mutating request another site's page sent is refused
      // before anything else happens. A request authenticated by an API token is exempt: the token is not ambient
      // (a browser never attaches it by itself, unlike a cookie), so another site can only send one it already
      // knows, and could then call us from anywhere. When a bearer is present the session cookie is never read
      // (below), so a cross-site page cannot borrow the visitor's session by adding a made-up bearer either.
      if (
        MUTATING.has(req.method) &&
        !options.allowCrossSite &&
        !(bearer && options.token) &&
        isCrossSite(req.headers)
      ) {
        throw new AppError("forbidden", "Cross-site requests are not allowed");
      }
      // Before anything else touches the request: a declared body over the cap is refused unread, on every route.
      refuseDeclaredOversize(req.headers, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      const found =
        bearer !== null ? await tokenUser(bearer, options.token, req, options.tokenWritesCheckedByHandler) : null;
      const user = found ? found.user : await readSessionUser((name) => req.cookies.get(name)?.value);
      const token = found ? { canWrite: found.canWrite } : null;
      if (requireUser && !user) throw unauthorized();
      if (options.requires && user) requireFeature(user, options.requires);
      // Before the rate limit, the body and the handler: a burst past the cap is refused at once, holding nothing.
      if (user && MUTATING.has(req.method)) releaseWriteSlot = claimWriteSlot(user.id);
      if (options.rateLimit) {
        const { key, rule } = options.rateLimit(req, user);
        await enforce(key, rule);
      }
      const body = (options.body ? await parseBody(req, options.body, options.maxBodyBytes) : undefined) as BodyOf<S>;
      const params = flattenParams((await context?.params) ?? {});
      const run = async () => {
        const result = await handler({ req, user, body, params, token });
        return result instanceof Response ? result : Response.json(result ?? null);
      };
      const answer = options.idempotent && user ? await answerOnce(req, user.id, body, run) : await run();
      // A signed-in read names its user, so the service worker keeps it for that user only (docs/product-rules.md
      // "Offline and install"). API tokens are not browsers: their answers carry nothing.
      if (req.method === "GET" && user && bearer === null) answer.headers.set(USER_KEY_HEADER, userCacheKey(user.id));
      return privateAnswer(answer);
    } catch (error) {
      const oversize = error instanceof AppError && error.code === "payload_too_large" && options.oversizeError;
      const refused = errorResponse(oversize || error, req);
      // A route that takes tokens names the scheme it wants (RFC 6750), as MCP clients expect of a 401.
      if (options.token && refused.status === 401) refused.headers.set("WWW-Authenticate", BEARER_CHALLENGE);
      return privateAnswer(refused);
    } finally {
      releaseWriteSlot?.();
    }
  };
  if (options.token) handle.tokenAccess = options.token;
  if (options.idempotent) handle.idempotent = true;
  if (options.requires) handle.requires = options.requires;
  return handle;
}

/**
 * An `idempotent` route's handler, run at most once per user and Idempotency-Key (lib/idempotency.ts); as usual
 * without a key. Its answer, failures included, settles the key before it is sent.
 */
async function answerOnce(req: NextRequest, userId: string, body: unknown, run: () => Promise<Response>) {
  const key = idempotencyKeyOf(req.headers);
  if (key === null) return run();
  const claim = await claimIdempotencyKey(userId, key, requestFingerprint(req.method, req.nextUrl.pathname, body));
  if (!claim.run) return claim.answer;
  let answer: Response;
  try {
    answer = await run();
  } catch (error) {
    answer = errorResponse(error, req);
  }
  await settleIdempotencyKey(claim.id, answer);
  return answer;
}

// ---------------------------------------------------------------------------------------------------------------
// One user's writes in flight (docs/product-rules.md "Rate limits")
// ---------------------------------------------------------------------------------------------------------------
//
// Every write holds a pooled database connection (most hold one for a whole transaction, waiting on the user's row
// lock), so one account firing hundreds of writes at once would hold the pool every other user shares, and its own
// transactions would time out waiting for a connection. Past the cap a write is refused at once with 429 and
// Retry-After rather than queued: a queue would only move the wait (and the held request) into this process, and
// the client that sent the burst is the one that should slow down. Per server process, like the pool it protects.
// Kept on globalThis because Next bundles a copy of this module into each route, and the cap is per account, not
// per route.

/** The most mutating requests one user may have in flight in this server process. */
export const MAX_WRITES_IN_FLIGHT_PER_USER = 8;

const writesInFlight: Map<string, number> = ((
  globalThis as { __debtwiseWritesInFlight?: Map<string, number> }
).__debtwiseWritesInFlight ??= new Map());

/** Takes one of the user's write slots (429 when none is free) and answers the function that gives it back. */
function claimWriteSlot(userId: string): () => void {
  const held = writesInFlight.get(userId) ?? 0;
  if (held >= MAX_WRITES_IN_FLIGHT_PER_USER)
    throw rateLimited(1, "Too many changes at once from this account. Please wait a moment and try again.");
  writesInFlight.set(userId, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (writesInFlight.get(userId) ?? 1) - 1;
    if (left > 0) writesInFlight.set(userId, left);
    else writesInFlight.delete(userId);
  };
}

/**
 * The credential of `Authorization: Bearer <credential>`, or null when the request carries none we handle. On
 * signed-in routes any bearer counts (a client that sent one expects it to be used, so it is never silently
 * ignored); public routes only claim our own tokens' prefix, since the cron route reads its own secret's bearer.
 */
function bearerToken(headers: Headers, requireUser: boolean): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  if (!match) return null;
  const credential = match[1]!;
  return requireUser || credential.startsWith(TOKEN_PREFIX) ? credential : null;
}

/**
 * Bearers that match no live token, counted per client address like failed sign-ins (docs/product-rules.md "Rate
 * limits"): a token is 32 random bytes, so guessing is hopeless, but each guess still costs a lookup, and a client
 * cycling through leaked or revoked tokens should be slowed down like one cycling through passwords.
 */
export const FAILED_TOKEN_LOOKUP_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

/**
 * The token's owner, with its checks in order: accepted here at all (401), the client address not past its failed
 * lookups (429, before the lookup, so even a right guess from that address waits), live (401, counted), its own
 * rate limit (429), write access (403).
 */
async function tokenUser(
  bearer: string,
  access: TokenAccess | undefined,
  req: NextRequest,
  writesCheckedByHandler = false,
): Promise<{ user: SessionUser; canWrite: boolean }> {
  if (!access) throw new AppError("unauthorized", "API tokens are not accepted on this route");
  const failedKey = `api-token:failed:ip:${clientIp(req.headers)}`;
  const failures = await peek(failedKey, FAILED_TOKEN_LOOKUP_LIMIT);
  if (failures.count >= FAILED_TOKEN_LOOKUP_LIMIT.limit)
    throw rateLimited(
      failures.retryAfterSeconds,
      "Too many requests with an invalid or revoked API token from your address. Please wait and try again.",
    );
  const found = await authenticateToken(bearer);
  if (!found) {
    await hit(failedKey, FAILED_TOKEN_LOOKUP_LIMIT);
    throw new AppError("unauthorized", "Invalid or revoked token");
  }
  const { limit, windowSeconds } = RATE_LIMITS.apiToken;
  const counted = await hit(`api-token:${found.tokenId}`, RATE_LIMITS.apiToken);
  if (counted.count > limit)
    throw rateLimited(
      counted.retryAfterSeconds,
      `This token made more than ${limit} requests in ${windowSeconds} seconds. Please slow down.`,
    );
  const writes = access === "write" || (MUTATING.has(req.method) && !writesCheckedByHandler);
  if (writes && !found.canWrite) throw new AppError("forbidden", "This token is read-only");
  return { user: found.user, canWrite: found.canWrite };
}

/**
 * No API answer may be kept by a browser's or a shared cache: most carry one person's finances, and the rest
 * (errors, public reads) are cheap. A handler that chose its own Cache-Control keeps it.
 */
function privateAnswer(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/** 200 file download (CSV, JSON, PDF): the browser saves it as `filename` and no cache keeps it. */
export function attachment(body: BodyInit, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** 201 with a JSON body. */
export function created(data: unknown, init?: ResponseInit): Response {
  return Response.json(data, { ...init, status: 201 });
}

async function parseBody<S extends z.ZodType>(
  req: NextRequest,
  schema: S,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<z.output<S>> {
  const text = await readBodyText(req, maxBytes);
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "Request body must be valid JSON");
    }
  }
  const parsed = await schema.safeParseAsync(json);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function validationError(error: z.ZodError): AppError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
  return new AppError("bad_request", summary || "Invalid request", { issues });
}

function flattenParams(params: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

/** Maps anything thrown to the error shape. Never leaks internals: unknown errors become a plain 500. */
export function errorResponse(error: unknown, req?: Request): Response {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    console.error(`[api] ${req?.method ?? ""} ${req ? new URL(req.url).pathname : ""}`, error);
  }
  const headers = new Headers();
  if (appError.options.retryAfterSeconds) headers.set("Retry-After", String(appError.options.retryAfterSeconds));
  return Response.json(appError.toBody(), { status: appError.status, headers });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  const code = (error as { code?: unknown })?.code;
  if (code === "P2002") return new AppError("conflict", "That record already exists");
  // PostgreSQL refuses a NUL character in any text value (SQLSTATE 22021); ids in the path and strings in a body
  // can carry one. That is the client's bad input, not our failure.
  if (driverErrorCode(error) === "22021")
    return new AppError("bad_request", "The request contains a character that cannot be stored");
  if (code === "P2025") return new AppError("not_found", "Resource not found");
  if (isDatabaseUnavailable(error)) {
    return new AppError("unavailable", "The service is temporarily unavailable. Please try again shortly.", {
      retryAfterSeconds: 5,
    });
  }
  if (isStripeUnavailable(error)) {
    return new AppError("unavailable", "Our payment provider is not answering. Please try again in a minute.", {
      retryAfterSeconds: STRIPE_RETRY_AFTER_SECONDS,
    });
  }
  return new AppError("internal", "Something went wrong on our side. Please try again.");
}

function driverErrorCode(error: unknown): unknown {
  return (error as { meta?: { driverAdapterError?: { cause?: { code?: unknown } } } })?.meta?.driverAdapterError?.cause
    ?.code;
}

const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|database system is (starting up|shutting down)|Can't reach database|terminating connection/i;

/**
 * True when the database cannot take the request now, though the request itself is fine: unreachable, restarting,
 * no pooled connection free in time (pg's connect timeout, Prisma's P2024), or a transaction that could not start
 * within its `maxWait` or ran past its timeout under contention (P2028, "Transaction API error": Prisma rolls it
 * back, so nothing was written and the same request may simply be sent again).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "P1001" || code === "P1002" || code === "P1017" || code === "P2024" || code === "P2028") return true;
    if (typeof code === "string" && UNAVAILABLE.test(code)) return true;
    if (e instanceof Error && UNAVAILABLE.test(e.message)) return true;
  }
  return false;
}
