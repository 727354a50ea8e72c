import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { loginRedirectPath } from "@/lib/routes";
import { db } from "@/lib/db";
import { readSessionClaims, readSessionUser, type SessionUser } from "./session";

export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return readSessionUser((name) => store.get(name)?.value);
});

/** As proxy.ts passed it on ("/" for the dashboard at "/"). */
export async function requestedPath(): Promise<string> {
  return (await headers()).get("x-return-to") ?? "/";
}

export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (user) return user;
  redirect(loginRedirectPath(await requestedPath()));
}

/** Both rows are written by the same request (an OAuth sign-up may mail in between), so ten seconds is generous. */
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
