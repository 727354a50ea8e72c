import "server-only";
import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { db } from "@/lib/db";
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
} as const;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionPlan: "free" | "basic" | "pro";
  subscriptionStatus: string;
}

export interface SessionClaims {
  sub: string;
  sid: string;
}

/** A fresh, unguessable session id and its expiry. */
export function newSessionId(): { sid: string; expires: Date } {
  return { sid: randomBytes(32).toString("base64url"), expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) };
}

/** Creates the server-side record of a new session for `userId`. */
export async function createSession(userId: string): Promise<{ sid: string; expires: Date }> {
  const { sid, expires } = newSessionId();
  await db.session.create({ data: { sessionToken: sid, userId, expires } });
  return { sid, expires };
}

/** The user behind a live session id, or null when it was revoked or has expired. */
export async function findSessionUser(sid: string, userId?: string): Promise<SessionUser | null> {
  const session = await db.session.findUnique({
    where: { sessionToken: sid },
    select: { expires: true, user: { select: sessionUserSelect } },
  });
  if (!session || session.expires.getTime() <= Date.now()) return null;
  if (userId !== undefined && session.user.id !== userId) return null;
  return session.user;
}

export async function revokeSession(sid: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken: sid } });
}

export async function encodeSessionCookie(claims: SessionClaims, cookieName: string): Promise<string> {
  return encode({ token: claims, secret: requireEnv("AUTH_SECRET"), salt: cookieName, maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Decodes whichever session cookie is present; null when absent, tampered with or expired. */
export async function readSessionClaims(
  getCookie: (name: string) => string | undefined,
): Promise<(SessionClaims & { cookieName: string }) | null> {
  for (const cookieName of [SESSION_COOKIE_NAMES.secure, SESSION_COOKIE_NAMES.plain]) {
    const value = getCookie(cookieName);
    if (!value) continue;
    const token = await decode({ token: value, secret: requireEnv("AUTH_SECRET"), salt: cookieName }).catch(() => null);
    if (token && typeof token.sub === "string" && typeof token.sid === "string") {
      return { sub: token.sub, sid: token.sid, cookieName };
    }
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
    response.cookies.set(name, "", { httpOnly: true, sameSite: "lax", path: "/", secure: name.startsWith("__Secure-"), maxAge: 0 });
  }
}
