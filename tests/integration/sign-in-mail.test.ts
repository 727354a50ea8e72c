// env() is parsed once per test file, on first use: these must be set before any handler runs. A keyless run
// (mail goes to the outbox) with a configured public origin, so the mailed link's host can be checked.
process.env.APP_URL = "https://app.debtwise.test";
delete process.env.RESEND_API_KEY;

import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { SIGN_IN_MAIL_LIMITS } from "@/lib/auth/sign-in-limit";
import { db } from "@/lib/db";
import { storedRateLimitKey } from "@/lib/rate-limit-keys";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// Sign-in links by e-mail on every run (issue: "the outbox is a real delivery channel for keyless runs"):
// Auth.js's signin POST -> one OutboxMessage of kind sign_in -> following its link signs the user in with a
// Session row, like the credentials flow. Requests are rate-limited per e-mail and per client address, with a 429
// in the API's error shape before Auth.js creates a token or sends anything.

jest.setTimeout(30_000);

const SESSION_COOKIE = "authjs.session-token";

afterAll(async () => {
  await db.$disconnect();
});

interface LinkAnswer {
  status: number;
  /** Auth.js's answer: where the browser goes next. */
  url: string;
  /** Our error shape, when the request was refused in front of Auth.js. */
  error?: { code: string; message: string; issues?: { path: string; message: string }[] };
  bodyKeys: string[];
  retryAfter: string | null;
}

/** Drives the login page's request: csrf, then the signin POST the way the browser's fetch sends it. */
async function requestLink(
  email: string,
  options: { ip?: string; callbackUrl?: string; headers?: Record<string, string>; json?: boolean; path?: string } = {},
): Promise<LinkAnswer> {
  const jar = new CookieJar();
  const csrfRes = await callRoute(authGet, { path: "/api/auth/csrf", jar });
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const fields = { email, csrfToken, callbackUrl: options.callbackUrl ?? "/" };
  const res = await callRoute(authPost, {
    path: options.path ?? "/api/auth/signin/email",
    ...(options.json ? { json: fields } : { form: fields }),
    headers: { "x-forwarded-for": options.ip ?? uniqueIp(), "x-auth-return-redirect": "1", ...options.headers },
    jar,
  });
  const body = (await res.json()) as { url: string; error?: LinkAnswer["error"] };
  return {
    status: res.status,
    url: body.url,
    error: body.error,
    bodyKeys: Object.keys(body),
    retryAfter: res.headers.get("retry-after"),
  };
}

function signInMails(email: string) {
  return db.outboxMessage.findMany({ where: { to: email, kind: "sign_in" }, orderBy: { createdAt: "asc" } });
}

/** The sign-in link in a mail's text body. */
function linkIn(body: string): URL {
  const match = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(body);
  if (!match) throw new Error(`no sign-in link in: ${body}`);
  return new URL(match[0]);
}

/** Opens the link in a fresh browser (its own cookie jar), in-process. */
async function follow(link: URL, jar = new CookieJar()) {
  const res = await callRoute(authGet, { path: `${link.pathname}${link.search}`, jar });
  return { res, jar, location: res.headers.get("location") ?? "" };
}

describe("requesting a sign-in link", () => {
  it("writes one sign_in e-mail to that address with a callback link on APP_URL and sends the browser to check-email", async () => {
    const email = uniqueEmail("link");
    const { status, url } = await requestLink(email, { callbackUrl: "/goals" });
    expect(status).toBe(200);
    expect(new URL(url, "http://x").pathname).toBe("/api/auth/verify-request");

    const mails = await signInMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      channel: "email",
      kind: "sign_in",
      status: "sent",
      subject: "Your DebtWise sign-in link",
      userId: null,
    });
    const link = linkIn(mail!.body);
    expect(link.origin).toBe("https://app.debtwise.test");
    expect(link.pathname).toBe("/api/auth/callback/email");
    expect(link.searchParams.get("email")).toBe(email);
    expect(link.searchParams.get("callbackUrl")).toBe("/goals");
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.body).toContain("expires in 60 minutes");
    expect(mail!.body).toContain("If you did not ask for this, ignore this e-mail");
    // The HTML version carries the same link, escaped for an attribute.
    expect(mail!.html).toContain(`href="${link.href.replaceAll("&", "&#38;")}"`);

    // Auth.js stores only a hash of the token.
    const stored = await db.verificationToken.findMany({ where: { identifier: email } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token).not.toBe(link.searchParams.get("token"));
  });

  it("lands on the check-email page (Auth.js's verifyRequest page)", async () => {
    const res = await callRoute(authGet, { path: "/api/auth/verify-request?provider=email&type=email" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://x").pathname).toBe("/login/check-email");
  });

  it("never puts the request's Host into the link when APP_URL is set", async () => {
    const email = uniqueEmail("host");
    await requestLink(email, { headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
    const [mail] = await signInMails(email);
    expect(linkIn(mail!.body).origin).toBe("https://app.debtwise.test");
    expect(mail!.body).not.toContain("evil.example");
  });

  it("keeps only a same-site destination in the link", async () => {
    const email = uniqueEmail("offsite");
    await requestLink(email, { callbackUrl: "https://evil.example/steal" });
    const [mail] = await signInMails(email);
    expect(linkIn(mail!.body).searchParams.get("callbackUrl")).toBe("/");
  });

  it("refuses a malformed address with 400 in the error shape (the form's own schema) and sends nothing", async () => {
    const refused = await requestLink("not-an-email");
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: "bad_request",
      issues: [{ path: "email", message: "Enter a valid email address" }],
    });
    expect(await db.outboxMessage.count({ where: { to: "not-an-email" } })).toBe(0);
  });

  it("refuses an address Auth.js alone would cut down to another one (so no mail escapes the per-e-mail count)", async () => {
    // Auth.js's normalizer drops what follows a comma in the domain: this would mail `email`, counted under another key.
    const email = uniqueEmail("comma");
    const refused = await requestLink(`${email},evil.example`);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe("bad_request");
    expect(await signInMails(email)).toHaveLength(0);
    expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
  });

  it("leaves an unreadable body to Auth.js, which refuses it without a 500 or a mail", async () => {
    // Auth.js logs the parse failure itself.
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const ip = uniqueIp();
    const res = await callRoute(authPost, {
      path: "/api/auth/signin/email",
      rawBody: '{"email": "broken@example.com"',
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "x-auth-return-redirect": "1" },
    });
    logged.mockRestore();
    expect(res.status).toBeLessThan(500);
    expect(await db.outboxMessage.count({ where: { to: "broken@example.com" } })).toBe(0);
    // Nothing to mail, so nothing counted.
    expect(await db.rateLimit.count({ where: { key: storedRateLimitKey(`signin-mail:ip:${ip}`) } })).toBe(0);
  });

  it("links the mail to an existing account", async () => {
    const { email, userId } = await signUp({ prefix: "existing" });
    await requestLink(email);
    const [mail] = await signInMails(email);
    expect(mail!.userId).toBe(userId);
  });
});

describe("following the sign-in link", () => {
  it("creates the account on first use, signs it in with a Session row and redirects to the destination", async () => {
    const email = uniqueEmail("newcomer");
    await requestLink(email, { callbackUrl: "/goals" });
    const [mail] = await signInMails(email);

    const { res, jar, location } = await follow(linkIn(mail!.body));
    expect(res.status).toBe(302);
    // Relative: the browser stays on the host it opened the link on.
    expect(location).toBe("/goals");
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();

    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).toBeInstanceOf(Date);
    expect(user.firstName).toBeNull();
    expect(user.passwordHash).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

    const me = await callRoute(currentUser, { path: "/api/auth/user", jar });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, email, firstName: null, subscriptionPlan: "free" });
  });

  it("signs an existing verified password account into that same account, keeping its other sessions", async () => {
    // A never-verified one loses its password and sessions first (email-verification.test.ts).
    const { email, userId } = await signUp({ prefix: "returning", verified: true });
    const sessionsBefore = await db.session.count({ where: { userId } });
    await requestLink(email);
    const [mail] = await signInMails(email);

    const { jar } = await follow(linkIn(mail!.body));
    const me = await callRoute(currentUser, { path: "/api/auth/user", jar });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(userId);
    expect(await db.session.count({ where: { userId } })).toBe(sessionsBefore + 1);
  });

  it("works once: a second use is refused without a session", async () => {
    const email = uniqueEmail("twice");
    await requestLink(email);
    const link = linkIn((await signInMails(email))[0]!.body);
    expect((await follow(link)).jar.get(SESSION_COOKIE)).toBeTruthy();

    const again = await follow(link);
    expect(again.location).toMatch(/\/login\?error=Verification/);
    expect(again.jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses a tampered token", async () => {
    const email = uniqueEmail("tamper");
    await requestLink(email);
    const link = linkIn((await signInMails(email))[0]!.body);
    link.searchParams.set("token", "0".repeat(64));
    const { location, jar } = await follow(link);
    expect(location).toMatch(/error=Verification/);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

describe("rate limits on sign-in mails", () => {
  const tokens = (email: string) => db.verificationToken.count({ where: { identifier: email } });

  /** 429 in the error shape, with a Retry-After inside the rule's window and a message that says how long. */
  function expectLimited(answer: LinkAnswer, windowSeconds: number): void {
    expect({ status: answer.status, code: answer.error?.code, keys: answer.bodyKeys }).toEqual({
      status: 429,
      code: "rate_limited",
      keys: ["error"],
    });
    const retryAfter = Number(answer.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const minutes = Math.ceil(retryAfter / 60);
    expect(answer.error?.message).toBe(
      `Too many sign-in links were requested. Please wait ${minutes} minutes and try again.`,
    );
  }

  it("sends at most the per-e-mail limit to one address, however it is cased or padded, then answers 429", async () => {
    const email = uniqueEmail("flood");
    const { limit, windowSeconds } = SIGN_IN_MAIL_LIMITS.perEmail;
    // One counter for every spelling Auth.js would mail the same inbox under, whatever the client address.
    const spellings = [email, email.toUpperCase(), `  ${email.replace(/^./, (c) => c.toUpperCase())} `];
    for (let i = 0; i < limit; i++) {
      expect((await requestLink(spellings[i % spellings.length]!)).url).toMatch(/\/api\/auth\/verify-request/);
    }
    expect(await signInMails(email)).toHaveLength(limit);
    expect(await tokens(email)).toBe(limit);

    expectLimited(await requestLink(` ${email.toUpperCase()}`), windowSeconds);
    // Refused before Auth.js: no verification token, no mail.
    expect(await tokens(email)).toBe(limit);
    expect(await signInMails(email)).toHaveLength(limit);
    // The counter lives in PostgreSQL, so it holds across server instances.
    expect(
      await db.rateLimit.findUnique({ where: { key: storedRateLimitKey(`signin-mail:email:${email}`) } }),
    ).toMatchObject({
      count: limit + 1,
    });
  });

  it("sends at most the per-address limit from one client, whatever the e-mails, then answers 429", async () => {
    const ip = uniqueIp();
    const { limit, windowSeconds } = SIGN_IN_MAIL_LIMITS.perIp;
    const emails = Array.from({ length: limit + 1 }, () => uniqueEmail("spray"));
    for (const email of emails.slice(0, limit)) {
      expect((await requestLink(email, { ip })).url).toMatch(/\/api\/auth\/verify-request/);
    }
    expectLimited(await requestLink(emails[limit]!, { ip }), windowSeconds);
    expect(await signInMails(emails[limit]!)).toHaveLength(0);
    expect(await tokens(emails[limit]!)).toBe(0);

    // Another client is not affected.
    expect((await requestLink(uniqueEmail("other"))).url).toMatch(/\/api\/auth\/verify-request/);
  });

  it("counts a JSON post and a path with a trailing slash like the form post (Auth.js accepts both)", async () => {
    const email = uniqueEmail("json");
    const { limit, windowSeconds } = SIGN_IN_MAIL_LIMITS.perEmail;
    const key = storedRateLimitKey(`signin-mail:email:${email}`);
    await db.rateLimit.create({ data: { key, count: limit, windowStart: new Date() } });

    expectLimited(await requestLink(email, { json: true }), windowSeconds);
    expectLimited(await requestLink(email, { path: "/api/auth/signin/email/" }), windowSeconds);
    expect(await signInMails(email)).toHaveLength(0);
    expect(await tokens(email)).toBe(0);
  });
});
