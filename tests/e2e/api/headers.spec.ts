import { test, expect, registerViaApi, uniqueEmail, PASSWORD } from "../fixtures";

// Security headers and the session cookie over real HTTP against the production build (SECURITY.md
// "Threats and mitigations"). The policy itself lives in lib/security-headers.ts (applied to every path by
// next.config.ts); these tests prove what a browser actually receives on a page, an API answer and a 404 of each kind.

const SAMPLES = [
  { path: "/", what: "the landing page", status: 200 },
  { path: "/login", what: "a page", status: 200 },
  { path: "/api/health", what: "an API answer", status: 200 },
  { path: "/api/auth/user", what: "an API error", status: 401 },
  { path: "/no-such-page", what: "a page 404", status: 404 },
  { path: "/api/no-such-route", what: "an API 404", status: 404 },
];

function expectSecurityHeaders(h: Record<string, string>): void {
  const csp = h["content-security-policy"] ?? "";
  const directives = Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives["default-src"]).toEqual(["'self'"]);
  expect(directives["frame-ancestors"]).toEqual(["'none'"]);
  expect(directives["object-src"]).toEqual(["'none'"]);
  expect(directives["base-uri"]).toEqual(["'self'"]);
  // A production build never allows eval (development adds it for React's tooling only).
  expect(directives["script-src"]).toContain("'self'");
  expect(directives["script-src"]).not.toContain("'unsafe-eval'");
  expect(directives["connect-src"]).not.toContain("ws:");

  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  expect(h["permissions-policy"]).toContain("geolocation=()");
  expect(h["cross-origin-opener-policy"]).toBe("same-origin");
  expect(h["x-powered-by"]).toBeUndefined();
  // HSTS belongs to https only (the host adds it there); over plain http it would be ignored or, worse, sticky.
  expect(h["strict-transport-security"]).toBeUndefined();
}

for (const sample of SAMPLES) {
  test(`${sample.what} (${sample.path}) carries every security header`, async ({ request }) => {
    const res = await request.get(sample.path, { maxRedirects: 0 });
    expect(res.status()).toBe(sample.status);
    expectSecurityHeaders(res.headers());
  });
}

// scripts/serve.ts answers these itself (scripts/lib/static-files.ts), not Next.js: the same headers, compressed once.
test("the page's scripts and style sheet carry every security header, compressed and cached for good", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const files = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g))];
  expect(files.some((f) => f.endsWith(".css"))).toBe(true);
  expect(files.some((f) => f.endsWith(".js"))).toBe(true);
  for (const file of files) {
    const res = await request.get(file, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status(), file).toBe(200);
    const h = res.headers();
    expectSecurityHeaders(h);
    expect(h["content-encoding"], file).toBe("br");
    expect(h["cache-control"], file).toBe("public, max-age=31536000, immutable");
    expect(h["content-type"], file).toMatch(file.endsWith(".js") ? /^application\/javascript/ : /^text\/css/);
  }
});

test("error answers never carry a stack trace or internals", async ({ request }) => {
  await registerViaApi(request);
  // A Buffer is sent as is (a string would be JSON-encoded by Playwright into a valid JSON string).
  const res = await request.post("/api/debts", {
    data: Buffer.from("{not json"),
    headers: { "content-type": "application/json" },
  });
  expect(res.status()).toBe(400);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ error: { code: "bad_request", message: "Request body must be valid JSON" } });
  expect(text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
});

test("the session cookie is HttpOnly, SameSite=Lax, Path=/, and not Secure-prefixed over plain http", async ({
  request,
}) => {
  const res = await request.post("/api/register", {
    data: { email: uniqueEmail(), password: PASSWORD, firstName: "Cookie" },
  });
  expect(res.status()).toBe(201);
  const session = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value)
    .find((v) => /^(__Secure-)?authjs\.session-token=/.test(v));
  expect(session, "a session cookie is set").toBeDefined();
  const attributes = session!
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());
  expect(session).toMatch(/^authjs\.session-token=[^;]+/);
  expect(attributes).toContain("httponly");
  expect(attributes).toContain("samesite=lax");
  expect(attributes).toContain("path=/");
  expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
});

test("page scripts cannot read the session cookie", async ({ page, context }) => {
  await registerViaApi(page.request);
  const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith("authjs.session-token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  expect(await page.evaluate(() => document.cookie)).not.toContain("authjs.session-token");
});

test("no signed-in answer may be cached: API answers and pages carry Cache-Control private, no-store", async ({
  request,
}) => {
  await registerViaApi(request);
  for (const path of ["/api/debts", "/api/auth/user", "/api/strategies/latest/summary", "/api/no-such-route"]) {
    const cache = (await request.get(path)).headers()["cache-control"] ?? "";
    expect({ path, cache }).toEqual({ path, cache: expect.stringMatching(/private/) });
    expect(cache).toContain("no-store");
  }
  for (const path of ["/", "/goals", "/settings/account"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const cache = res.headers()["cache-control"] ?? "";
    expect(cache).toContain("private");
    expect(cache).toContain("no-store");
  }
});

test("a page path with broken percent-encoding is the 400 page, signed out and signed in, never a 500", async ({
  request,
}) => {
  const paths = ["/r/%C0", "/unsubscribe/%E0", "/invite/%E0%A4%A", "/checkout/%FF"];
  const expectBadAddressPage = async (signedIn: boolean) => {
    for (const path of paths) {
      // No redirect either: a signed-out visitor is not sent to sign in on the way to an address that cannot work.
      const res = await request.get(path, { maxRedirects: 0 });
      expect({ path, signedIn, status: res.status() }).toEqual({ path, signedIn, status: 400 });
      expect(res.headers()["content-type"]).toContain("text/html");
      expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).toContain("<h1>Bad Address</h1>");
      expect(html).toContain('<a href="/">Go to Home</a>');
    }
  };
  await expectBadAddressPage(false);
  await registerViaApi(request);
  await expectBadAddressPage(true);
  // A well-formed escape still reaches its route (here: a referral link, sent on to the sign-up form).
  expect((await request.get("/r/%41bc", { maxRedirects: 0 })).status()).toBe(303);
});

test("an API path with broken percent-encoding is a 400 in the error shape, never Next's plain-text 500", async ({
  request,
}) => {
  await registerViaApi(request);
  for (const path of [
    "/api/debts/%E0%A4%A",
    "/api/goals/%",
    "/api/shared/%E0%A4%A/contributions",
    "/api/negotiations/%ZZ/status",
  ]) {
    const res = await request.get(path);
    expect({ path, status: res.status() }).toEqual({ path, status: 400 });
    expect(await res.json()).toEqual({
      error: { code: "bad_request", message: "The address contains invalid percent-encoding" },
    });
  }
  // A well-formed escape still reaches its handler (here: an unknown id).
  expect((await request.delete("/api/debts/%41bc")).status()).toBe(404);
});
