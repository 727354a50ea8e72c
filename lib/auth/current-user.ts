import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { loginRedirectPath } from "@/lib/routes";
import { db } from "@/lib/db";
import { readSessionClaims, readSessionUser, type SessionUser } from "./session";

/** The signed-in user for this request (memoised per request), or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return readSessionUser((name) => store.get(name)?.value);
});

/** The signed-in page being rendered, path and query, as proxy.ts passed it on ("/" for the dashboard at "/"). */
export async function requestedPath(): Promise<string> {
  return (await headers()).get("x-return-to") ?? "/";
}

/** For signed-in pages: the user, or a redirect to login that returns here afterwards. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (user) return user;
  redirect(loginRedirectPath(await requestedPath()));
}

/**
 * Whether this request's session is the one the account was created with (sign-up, or the first opened sign-in
 * link): the dashboard then says "Welcome", not "Welcome back". Both rows are written by the same request (an OAuth
 * sign-up may send a mail in between), so ten seconds is generous, and a real second sign-in is never that quick.
 */
export const isSignUpSession = cache(async (): Promise<boolean> => {
  const store = await cookies();
  const claims = await readSessionClaims((name) => store.get(name)?.value);
  if (!claims) return false;
  const session = await db.session.findUnique({
    where: { sessionToken: claims.sid },
    select: { createdAt: true, user: { select: { createdAt: true } } },
  });
  return session !== null && session.createdAt.getTime() - session.user.createdAt.getTime() < 10_000;
});
