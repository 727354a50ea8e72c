import "server-only";
import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { db, getPool } from "@/lib/db";
import { rememberTimeZone } from "@/lib/account/time-zone";
import { requireEnv } from "@/lib/env";

// Sessions are Auth.js JWT cookies (the credentials provider only issues JWTs) that carry a session id
// (`sid`) backed by a row in the Session table. Every read checks the row, so signing out deletes it and a
// replayed cookie stops working at once: server-side revocation with stateless cookies' simplicity.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Auth.js's cookie names: the __Secure- prefix is used when the site is served over https. */
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
  /** Whether the address was proven (link mailed to it opened); lib/auth/email-verification.ts. */
  emailVerified: boolean;
  /** The IANA zone the user chose or their browser gave; null until known (lib/account/time-zone.ts). */
  timeZone: string | null;
}

export interface SessionClaims {
  sub: string;
  sid: string;
}

/** A fresh, unguessable session id and its expiry. */
export function newSessionId(): { sid: string; expires: Date } {
  return { sid: randomBytes(32).toString("base64url"), expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) };
}

/**
 * Creates the server-side record of a new session for `userId`. `secondFactorPending`: the sign-in still owes its
 * second step (lib/auth/second-factor.ts), so the session signs nobody in until that step completes it.
 */
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
 * The user behind a live session id, or null when it was revoked, has expired or still owes its second step. One statement (the user by id,
 * with an EXISTS on the session) because it runs on every signed-in request, and plain SQL on Prisma's own pool
 * for the same reason: the ORM's per-query work was a fifth of GET /api/debts' time (`npm run bench`). Its columns
 * are `sessionUserSelect`'s plus whether the address is verified. Prisma stores DateTime as UTC in `timestamp
 * without time zone`, hence the explicit UTC "now" (the database session's TimeZone may be anything).
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

/** A sign-in waiting for its second step: the session's user, while the session lives and is still pending. */
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
 * Decoded cookies, keyed by the exact cookie text. Decoding a JWE derives a key (HKDF) and decrypts on every
 * request; the same text always decodes to the same claims, so the answer is kept (bounded, oldest dropped first).
 * Revocation is unaffected: the session row is still read on every request, and expiry is re-checked on each hit.
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

/** Decodes whichever session cookie is present; null when absent, tampered with or expired. */
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

/** Whether the request arrived over https (directly or through the host's proxy). */
export function isSecureRequest(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return proto === "https";
}

/** Sets the Auth.js-compatible session cookie for a freshly created session on `response`. */
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

/** Expires every session cookie variant on `response`. */
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
