import { POST as register } from "@/app/api/register/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as logoutPage, POST as logout } from "@/app/api/logout/route";
import { GET as login } from "@/app/api/login/route";
import { db } from "@/lib/db";
import { storedRateLimitKey } from "@/lib/rate-limit-keys";
import { passwordSignIn as signIn } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";

const PASSWORD = "correct horse battery";
const SESSION_COOKIE = "authjs.session-token";

async function registerUser(jar = new CookieJar(), overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const res = await callRoute(register, {
    path: "/api/register",
    json: { email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace", ...overrides },
    headers: { "x-forwarded-for": uniqueIp() },
    jar,
  });
  return { res, email, jar };
}

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/register", () => {
  it("creates the account, answers 201 and signs the new user in", async () => {
    const { res, email, jar } = await registerUser();
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace", subscriptionPlan: "free" });
    expect(body.user).not.toHaveProperty("passwordHash");

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await callRoute(currentUser, { path: "/api/auth/user", jar });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: body.user.id,
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      subscriptionPlan: "free",
      subscriptionStatus: "active",
      emailVerified: false, // until the mailed link is opened (email-verification.test.ts)
      timeZone: null, // none sent: the first signed-in page gives the browser's (account-time-zone.test.ts)
    });
  });

  it("stores a salted slow hash, never the password", async () => {
    const { email } = await registerUser();
    const { email: other } = await registerUser();
    const find = (e: string) => db.user.findUniqueOrThrow({ where: { email: e }, select: { passwordHash: true } });
    const [a, b] = [await find(email), await find(other)];
    // Jest's own cost (lib/auth/password.ts); tests/e2e/ui/auth.spec.ts checks the stored one on the production server.
    expect(a.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a.passwordHash).not.toContain(PASSWORD);
    expect(a.passwordHash).not.toEqual(b.passwordHash);
  });

  it("answers 409 for an e-mail that already has an account, whatever its case", async () => {
    const { email } = await registerUser();
    const { res } = await registerUser(new CookieJar(), { email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: "conflict", message: expect.stringContaining("already exists") },
    });
  });

  it("answers 400 with field issues for a short password and creates nothing", async () => {
    const email = uniqueEmail();
    const res = await callRoute(register, {
      path: "/api/register",
      json: { email, password: "short", firstName: "Ada" },
      headers: { "x-forwarded-for": uniqueIp() },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.issues).toContainEqual({ path: "password", message: "Password must be at least 8 characters" });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("answers 400 in the error shape for malformed JSON, never a 500", async () => {
    const res = await callRoute(register, {
      path: "/api/register",
      rawBody: "{not json",
      headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp() },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: "Request body must be valid JSON" } });
  });

  it("ignores fields a client must not set (plan, id)", async () => {
    const { res } = await registerUser(new CookieJar(), {
      subscriptionPlan: "pro",
      id: "chosen-id",
      subscriptionStatus: "active",
    });
    const { user } = (await res.json()) as { user: { id: string; subscriptionPlan: string } };
    expect(user.subscriptionPlan).toBe("free");
    expect(user.id).not.toBe("chosen-id");
  });

  it("rate-limits registrations from one address with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await callRoute(register, {
        path: "/api/register",
        json: { email: uniqueEmail(), password: "x", firstName: "A" }, // invalid on purpose: attempts count too
        headers: { "x-forwarded-for": ip },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("sign in with the credentials provider", () => {
  it("signs in through the standard csrf + callback flow", async () => {
    const { email } = await registerUser();
    const { res, jar } = await signIn(email, PASSWORD);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).not.toMatch(/error=/);
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();

    const me = await callRoute(currentUser, { path: "/api/auth/user", jar });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it("refuses a wrong password without a session", async () => {
    const { email } = await registerUser();
    const { res, jar } = await signIn(email, "wrong password");
    expect(((await res.json()) as { url: string }).url).toMatch(/error=CredentialsSignin/);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it("rate-limits repeated failures for one account from one address, even with the right password", async () => {
    const { email } = await registerUser();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const { res } = await signIn(email, `wrong-${i}`, ip);
      expect(res.status).toBe(200);
    }
    const blocked = await signIn(email, PASSWORD, ip);
    expect(blocked.res.status).toBe(429);
    expect(((await blocked.res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(blocked.jar.get(SESSION_COOKIE)).toBeUndefined();

    // The counter lives in PostgreSQL. Another address does not escape either: the account's own guard
    // (lib/auth/sign-in-guard.ts, tests/integration/sign-in-guard.test.ts) makes it wait too.
    expect(await db.rateLimit.count({ where: { key: storedRateLimitKey(`signin:ip:${ip}`) } })).toBeGreaterThan(0);
    expect((await signIn(email, PASSWORD)).res.status).toBe(429);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 in the error shape when signed out", async () => {
    const res = await callRoute(currentUser, { path: "/api/auth/user" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
  });

  it("answers 401 for a forged cookie", async () => {
    const jar = new CookieJar();
    jar.set(SESSION_COOKIE, "forged.value.that.is.not.a.jwe");
    expect((await callRoute(currentUser, { path: "/api/auth/user", jar })).status).toBe(401);
  });

  it("answers 200 until the session row's expiry and 401 from then on, whatever the cookie says", async () => {
    const { jar, email } = await registerUser();
    const { id } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    const expireIn = (ms: number) =>
      db.session.updateMany({ where: { userId: id }, data: { expires: new Date(Date.now() + ms) } });

    await expireIn(60_000);
    const res = await callRoute(currentUser, { path: "/api/auth/user", jar: jar.clone() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      subscriptionPlan: "free",
      subscriptionStatus: "active",
      emailVerified: false,
      timeZone: null,
    });
    await expireIn(-60_000);
    expect((await callRoute(currentUser, { path: "/api/auth/user", jar: jar.clone() })).status).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("revokes the session on the server so a replayed cookie no longer works", async () => {
    const { jar } = await registerUser();
    const stolen = jar.clone();
    expect((await callRoute(currentUser, { path: "/api/auth/user", jar: stolen.clone() })).status).toBe(200);

    const res = await callRoute(logout, { method: "POST", path: "/api/logout", jar });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();

    expect((await callRoute(currentUser, { path: "/api/auth/user", jar: stolen })).status).toBe(401);
  });

  it("also revokes sessions made by the credentials sign-in", async () => {
    const { email } = await registerUser();
    const { jar } = await signIn(email, PASSWORD);
    const replay = jar.clone();
    await callRoute(logout, { method: "POST", path: "/api/logout", jar });
    expect((await callRoute(currentUser, { path: "/api/auth/user", jar: replay })).status).toBe(401);
  });

  it("refuses a sign-out another site's page sent, and a GET signs nobody out", async () => {
    const { jar } = await registerUser();
    const crossSite = await callRoute(logout, {
      method: "POST",
      path: "/api/logout",
      jar: jar.clone(),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const get = await callRoute(logoutPage, { path: "/api/logout", jar: jar.clone() });
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe("/logout");
    expect(get.headers.getSetCookie()).toEqual([]);
    expect((await callRoute(currentUser, { path: "/api/auth/user", jar })).status).toBe(200);
  });
});

describe("GET /api/login", () => {
  it("sends visitors to the login page keeping a same-site destination", async () => {
    const res = await callRoute(login, { path: "/api/login?callbackUrl=%2Fgoals" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/goals");
  });

  it("never redirects off-site", async () => {
    const res = await callRoute(login, { path: "/api/login?callbackUrl=https%3A%2F%2Fevil.example%2F" });
    expect(new URL(res.headers.get("location")!, "http://localhost").search).toBe("");
  });

  // Each of these is somewhere else once a browser has dropped the control characters or read "\\" as "/".
  const OFF_SITE = [
    "%2F%09%2Fevil.example",
    "%2F%0A%2Fevil.example",
    "%2F%0D%2Fevil.example",
    "%2F%5C%2Fevil.example",
    "%2F%5C%09evil.example",
    "%5C%5Cevil.example",
    "%2F%2Fevil.example",
    "https%3Aevil.example",
    "%09%2F%2Fevil.example",
    "%2F%E2%80%A8%2Fevil.example",
    "%2F%00%2Fevil.example",
    "%2F%F0",
    `%2F${"a".repeat(5000)}`,
  ];

  it.each(OFF_SITE)("sends callbackUrl=%s nowhere but this site, never a 500", async (callbackUrl) => {
    const { jar } = await registerUser();
    for (const who of [undefined, jar]) {
      const res = await callRoute(login, { path: `/api/login?callbackUrl=${callbackUrl}`, jar: who });
      expect(res.status).toBe(303);
      const location = res.headers.get("location")!;
      // Resolved the way a browser resolves it, the redirect stays on this site ...
      const target = new URL(location, "http://localhost");
      expect(target.origin).toBe("http://localhost");
      // ... and so does the destination kept for after the sign-in.
      const kept = target.searchParams.get("callbackUrl");
      if (kept) expect(new URL(kept, "http://localhost").origin).toBe("http://localhost");
      expect(location).not.toMatch(/[\u0000-\u001f\\]/);
    }
  });

  it("keeps a same-site destination with its query and hash", async () => {
    const { jar } = await registerUser();
    const res = await callRoute(login, {
      path: `/api/login?callbackUrl=${encodeURIComponent("/goals?tab=new#top")}`,
      jar,
    });
    expect(res.headers.get("location")).toBe("/goals?tab=new#top");
  });

  it("sends signed-in users straight to their destination", async () => {
    const { jar } = await registerUser();
    const res = await callRoute(login, { path: "/api/login?callbackUrl=%2Fcalculator", jar });
    expect(new URL(res.headers.get("location")!, "http://localhost").pathname).toBe("/calculator");
  });
});
