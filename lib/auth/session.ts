import "server-only";
import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { db, getPool } from "@/lib/db";
import { rememberTimeZone } from "@/lib/account/time-zone";
import { requireEnv } from "@/lib/env";

// Sessions are Auth.js JWT cookies carrying a session id (`sid`) backed by a Session row that every read checks, so
// signing out deletes it and a replayed cookie stops working at once.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const SESSION_COOKIE_NAMES = { secure: "__Secure-authjs.session-token", plain: "authjs.session-token" } as const;

export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  subscriptionPlan: true,
  subscriptionStatus: true,
  timeZone: true,
} as const;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionPlan: "free" | "basic" | "pro";
  subscriptionStatus: string;
  emailVerified: boolean;
  timeZone: string | null;
}

export interface SessionClaims {
  sub: string;
  sid: string;
}

export function newSessionId(): { sid: string; expires: Date } {
  return { sid: randomBytes(32).toString("base64url"), expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) };
}

/** `secondFactorPending`: the session signs nobody in until the second step completes it. */
export async function createSession(
  userId: string,
  options: { secondFactorPending?: boolean } = {},
): Promise<{ sid: string; expires: Date }> {
  const { sid, expires } = newSessionId();
  const secondFactorPending = options.secondFactorPending ?? false;
  await db.session.create({ data: { sessionToken: sid, userId, expires, secondFactorPending } });
  return { sid, expires };
}

/**
 * One statement, on Prisma's own pool, because it runs on every signed-in request: the ORM's per-query work was a
 * fifth of GET /api/debts' time (`npm run bench`). DateTime is stored as UTC without time zone, hence the UTC "now".
 */
export async function findSessionUser(sid: string, userId: string): Promise<SessionUser | null> {
  const { rows } = await getPool().query<SessionUser>(
    `SELECT u."id", u."email", u."firstName", u."lastName", u."subscriptionPlan"::text AS "subscriptionPlan",
            u."subscriptionStatus", u."emailVerified" IS NOT NULL AS "emailVerified", u."timeZone"
       FROM "User" u
      WHERE u."id" = $1
        AND EXISTS (SELECT 1 FROM "Session" s WHERE s."sessionToken" = $2 AND s."userId" = u."id" AND s."expires" > (now() AT TIME ZONE 'UTC')
                      AND NOT s."secondFactorPending")`,
    [userId, sid],
  );
  const user = rows[0] ?? null;
  if (user) rememberTimeZone(user.id, user.timeZone);
  return user;
}

export interface PendingSignIn {
  sid: string;
  userId: string;
  email: string;
}

export async function findPendingSignIn(sid: string, userId: string): Promise<PendingSignIn | null> {
  const session = await db.session.findFirst({
    where: { sessionToken: sid, userId, secondFactorPending: true, expires: { gt: new Date() } },
    select: { sessionToken: true, user: { select: { id: true, email: true } } },
  });
  return session ? { sid: session.sessionToken, userId: session.user.id, email: session.user.email } : null;
}

export async function readPendingSignIn(
  getCookie: (name: string) => string | undefined,
): Promise<PendingSignIn | null> {
  const claims = await readSessionClaims(getCookie);
  return claims ? findPendingSignIn(claims.sid, claims.sub) : null;
}

export async function revokeSession(sid: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken: sid } });
}

export async function encodeSessionCookie(claims: SessionClaims, cookieName: string): Promise<string> {
  return encode({
    token: claims,
    secret: requireEnv("AUTH_SECRET"),
    salt: cookieName,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/**
 * Decoding a JWE costs an HKDF and a decryption per request, and the same text always decodes the same, so answers
 * are kept (bounded). Revocation is unaffected: the row is still read on every request, and expiry re-checked.
 */
const decodedCookies = new Map<string, { sub: string; sid: string; exp: number }>();
const DECODED_COOKIES_MAX = 10_000;

async function decodeSessionCookie(value: string, cookieName: string): Promise<{ sub: string; sid: string } | null> {
  const key = `${cookieName}=${value}`;
  const cached = decodedCookies.get(key);
  if (cached) {
    if (cached.exp * 1000 > Date.now()) return cached;
    decodedCookies.delete(key);
    return null;
  }
  const token = await decode({ token: value, secret: requireEnv("AUTH_SECRET"), salt: cookieName }).catch(() => null);
  if (!token || typeof token.sub !== "string" || typeof token.sid !== "string" || typeof token.exp !== "number")
    return null;
  const claims = { sub: token.sub, sid: token.sid, exp: token.exp };
  if (decodedCookies.size >= DECODED_COOKIES_MAX) decodedCookies.delete(decodedCookies.keys().next().value!);
  decodedCookies.set(key, claims);
  return claims;
}

export async function readSessionClaims(
  getCookie: (name: string) => string | undefined,
): Promise<(SessionClaims & { cookieName: string }) | null> {
  for (const cookieName of [SESSION_COOKIE_NAMES.secure, SESSION_COOKIE_NAMES.plain]) {
    const value = getCookie(cookieName);
    if (!value) continue;
    const claims = await decodeSessionCookie(value, cookieName);
    if (claims) return { sub: claims.sub, sid: claims.sid, cookieName };
  }
  return null;
}

export async function readSessionUser(getCookie: (name: string) => string | undefined): Promise<SessionUser | null> {
  const claims = await readSessionClaims(getCookie);
  return claims ? findSessionUser(claims.sid, claims.sub) : null;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain;
}

export function sessionCookieOptions(secure: boolean, expires: Date) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure, expires };
}

export function isSecureRequest(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return proto === "https";
}

export async function attachSessionCookie(
  response: import("next/server").NextResponse,
  req: Request,
  session: { userId: string; sid: string; expires: Date },
): Promise<void> {
  const secure = isSecureRequest(req);
  const name = sessionCookieName(secure);
  const value = await encodeSessionCookie({ sub: session.userId, sid: session.sid }, name);
  response.cookies.set(name, value, sessionCookieOptions(secure, session.expires));
}

export function clearSessionCookies(response: import("next/server").NextResponse): void {
  for (const name of Object.values(SESSION_COOKIE_NAMES)) {
    response.cookies.set(name, "", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: name.startsWith("__Secure-"),
      maxAge: 0,
    });
  }
}
