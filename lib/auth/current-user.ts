import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { loginRedirectPath } from "@/lib/routes";
import { readSessionUser, type SessionUser } from "./session";

/** The signed-in user for this request (memoised per request), or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return readSessionUser((name) => store.get(name)?.value);
});

/** For signed-in pages: the user, or a redirect to login that returns here afterwards. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const returnTo = (await headers()).get("x-return-to") ?? "/";
  redirect(loginRedirectPath(returnTo));
}
