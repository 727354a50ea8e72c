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

// Every failure is mapped to {"error": {"code", "message", "issues"?}}; a returned Response is sent as is.

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type RouteContext = { params: Promise<Record<string, string | string[]>> };

interface Ctx<B, U> {
  req: NextRequest;
  user: U;
  body: B;
  params: Record<string, string>;
  token: { canWrite: boolean } | null;
}

interface Options<S extends z.ZodType | undefined> {
  body?: S;
  /** Counted before the body is read, so malformed attempts count too. */
  rateLimit?: (req: NextRequest, user: SessionUser | null) => { key: string; rule: RateLimitRule };
  /** Only for callers that authenticate with their own signature (webhooks). */
  allowCrossSite?: boolean;
  maxBodyBytes?: number;
  oversizeError?: AppError;
  /**
   * API tokens: "read" accepts any live one, "write" only one with write access; without it a bearer is a 401. Such
   * routes are listed in lib/tokens/openapi.ts (a test holds the two together).
   */
  token?: TokenAccess;
  /** A read-only token may POST here (the MCP endpoint): the handler refuses each write from `ctx.token.canWrite`. */
  tokenWritesCheckedByHandler?: boolean;
  /** False answers 404 before any other check, so such a server does not admit the route exists (the dev clock). */
  available?: (headers: Headers) => boolean;
  /** An optional Idempotency-Key: a retry answers the first answer again, another request with the key is a 409. */
  idempotent?: boolean;
}

interface SignedInOptions<S extends z.ZodType | undefined> extends Options<S> {
  /** Checked once the user is known, before the rate limit and the body (docs/product-rules.md "Plans and limits"). */
  requires?: GatedFeature;
}

export type TokenAccess = "read" | "write";

export const BEARER_CHALLENGE = 'Bearer realm="DebtWise"';

export type RouteHandler = ((req: NextRequest, context?: RouteContext) => Promise<Response>) & {
  tokenAccess?: TokenAccess;
  idempotent?: boolean;
  requires?: GatedFeature;
};

type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type Handler<S, U> = (ctx: Ctx<BodyOf<S>, U>) => Promise<unknown> | unknown;

export function route<S extends z.ZodType | undefined = undefined>(
  options: SignedInOptions<S>,
  handler: Handler<S, SessionUser>,
) {
  return wrap(options, true, handler as Handler<S, SessionUser | null>);
}

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
      // On top of SameSite=Lax cookies. A token is not ambient like a cookie, so bearer requests are exempt; with a
      // bearer the session cookie is never read, so a cross-site page cannot borrow the session by adding a fake one.
      if (
        MUTATING.has(req.method) &&
        !options.allowCrossSite &&
        !(bearer && options.token) &&
        isCrossSite(req.headers)
      ) {
        throw new AppError("forbidden", "Cross-site requests are not allowed");
      }
      refuseDeclaredOversize(req.headers, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      const found =
        bearer !== null ? await tokenUser(bearer, options.token, req, options.tokenWritesCheckedByHandler) : null;
      const user = found ? found.user : await readSessionUser((name) => req.cookies.get(name)?.value);
      const token = found ? { canWrite: found.canWrite } : null;
      if (requireUser && !user) throw unauthorized();
      if (options.requires && user) requireFeature(user, options.requires);
      // Before the rate limit and the body, so a refused burst holds nothing.
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
      // The service worker keeps a read for this user only (docs/product-rules.md "Offline and install").
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

// Each write holds a pooled connection, so one account's burst could starve the pool all users share: past the cap it
// is refused with 429, not queued (docs/product-rules.md "Rate limits"). On globalThis: Next bundles a copy per route.
export const MAX_WRITES_IN_FLIGHT_PER_USER = 8;

const writesInFlight: Map<string, number> = ((
  globalThis as { __debtwiseWritesInFlight?: Map<string, number> }
).__debtwiseWritesInFlight ??= new Map());

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

// Signed-in routes use any bearer, never silently ignored; public ones only ours, as the cron route reads its own.
function bearerToken(headers: Headers, requireUser: boolean): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  if (!match) return null;
  const credential = match[1]!;
  return requireUser || credential.startsWith(TOKEN_PREFIX) ? credential : null;
}

/** Failed bearers per client address, slowed like password guesses (docs/product-rules.md "Rate limits"). */
export const FAILED_TOKEN_LOOKUP_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

// The failed-lookup limit is checked before the lookup, so even a right guess from a blocked address waits.
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

// No browser or shared cache may keep an API answer (most carry one person's finances) unless the handler chose.
function privateAnswer(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export function attachment(body: BodyInit, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

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

/** Never leaks internals: unknown errors become a plain 500. */
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
  // PostgreSQL refuses a NUL in any text value (SQLSTATE 22021): the client's bad input, not our failure.
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

// Also P2028 (a transaction that could not start or ran out of time): Prisma rolls it back, so a resend is safe.
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "P1001" || code === "P1002" || code === "P1017" || code === "P2024" || code === "P2028") return true;
    if (typeof code === "string" && UNAVAILABLE.test(code)) return true;
    if (e instanceof Error && UNAVAILABLE.test(e.message)) return true;
  }
  return false;
}
