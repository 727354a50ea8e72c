import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { db } from "@/lib/db";
import { CookieJar, callRoute, uniqueIp } from "./route-client";

// The two Auth.js sign-ins as a browser drives them, for tests about what happens to an account at sign-in.

async function csrf(jar: CookieJar): Promise<string> {
  const res = await callRoute(authGet, { path: "/api/auth/csrf", jar });
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** Password sign-in (the credentials callback) from `ip` in a new browser: Auth.js's answer and that browser's jar. */
export async function passwordSignIn(
  email: string,
  password: string,
  ip = uniqueIp(),
): Promise<{ res: Response; jar: CookieJar }> {
  const jar = new CookieJar();
  const form = { email, password, csrfToken: await csrf(jar), callbackUrl: "/" };
  const res = await callRoute(authPost, {
    path: "/api/auth/callback/credentials",
    form,
    headers: { "x-forwarded-for": ip, "x-auth-return-redirect": "1" },
    jar,
  });
  return { res, jar };
}

/** Password sign-in; answers the new browser's jar and whether a session was set. */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ jar: CookieJar; signedIn: boolean }> {
  const { jar } = await passwordSignIn(email, password);
  return { jar, signedIn: Boolean(jar.get("authjs.session-token")) };
}

/**
 * Asks for a sign-in link to `email` from a new browser, as the sign-in form does; `headers` are the request's
 * (by default a new client address). Answers Auth.js's answer.
 */
export async function requestSignInLink(
  email: string,
  headers: Record<string, string> = { "x-forwarded-for": uniqueIp(), "x-auth-return-redirect": "1" },
): Promise<Response> {
  const jar = new CookieJar();
  return callRoute(authPost, {
    path: "/api/auth/signin/email",
    form: { email, csrfToken: await csrf(jar), callbackUrl: "/" },
    headers,
    jar,
  });
}

/**
 * Asks for a sign-in link to `email`, then opens the mailed link in `browser` (a fresh one by default, or one that
 * carries cookies such as the referral's); answers that browser's jar.
 */
export async function signInWithMailedLink(email: string, browser = new CookieJar()): Promise<CookieJar> {
  await requestSignInLink(email);
  const mail = await db.outboxMessage.findFirstOrThrow({
    where: { to: email, kind: "sign_in" },
    orderBy: { createdAt: "desc" },
  });
  const link = new URL(/https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail.body)![0]);
  await callRoute(authGet, { path: `${link.pathname}${link.search}`, jar: browser });
  return browser;
}
