import { createHash } from "node:crypto";
import { PUT as passwordRoute } from "@/app/api/account/password/route";
import { POST as signOutEverywhereRoute } from "@/app/api/account/sessions/revoke/route";
import { GET as confirmEmailRoute } from "@/app/api/account/email/confirm/route";
import { GET as currentUserRoute } from "@/app/api/auth/user/route";
import { POST as localCancelRoute } from "@/app/api/billing/local/cancel/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { DELETE as deleteDebtRoute, PATCH as patchDebtRoute } from "@/app/api/debts/[id]/route";
import { GET as listDebtsRoute, POST as createDebtRoute } from "@/app/api/debts/route";
import { GET as goalsRoute } from "@/app/api/goals/route";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { GET as exportPaymentsRoute } from "@/app/api/payments/export/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { GET as listPaymentsRoute } from "@/app/api/payments/route";
import { GET as getPlanRoute, PUT as putPlanRoute } from "@/app/api/plan/route";
import { GET as thisMonthRoute } from "@/app/api/plan/this-month/route";
import { GET as progressRoute } from "@/app/api/progress/route";
import { GET as latestStrategyRoute } from "@/app/api/strategies/latest/route";
import { GET as latestSummaryRoute } from "@/app/api/strategies/latest/summary/route";
import { DELETE as revokeTokenRoute } from "@/app/api/tokens/[id]/route";
import { GET as listTokensRoute, POST as createTokenRoute } from "@/app/api/tokens/route";
import { FAILED_TOKEN_LOOKUP_LIMIT, MAX_WRITES_IN_FLIGHT_PER_USER } from "@/lib/api";
import { issueAccountToken } from "@/lib/auth/account-tokens";
import { applySubscriptionState } from "@/lib/billing/subscription";
import { db } from "@/lib/db";
import { RATE_LIMITS } from "@/lib/rate-limit";
import type { ApiTokenDto, CreatedApiTokenDto } from "@/lib/tokens/types";
import { signInWithMailedLink } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, deleteAccount, signUp } from "@/tests/support/users";
import { today } from "@/tests/support/calendar";

// Personal API tokens (Pro; docs/product-rules.md "Plans and limits", SECURITY.md "Threats and mitigations"). Created
// and listed with a session only, the secret shown once and stored as its SHA-256; accepted as a bearer on the routes
// that opted in (reads with any token, writes only with a write token), refused everywhere else; rate-limited per
// token; dead after a revoke, a downgrade, "sign out everywhere", a new password or the account's deletion. Every call
// goes through the real handler, wrapper and PostgreSQL.

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

type Handler = Parameters<typeof callRoute>[0];
type User = Awaited<ReturnType<typeof signUp>>;
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const DAY_MS = 86_400_000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const createToken = (jar: CookieJar, body: unknown) =>
  callRoute(createTokenRoute, { path: "/api/tokens", json: body, jar });
const listTokens = (jar: CookieJar) => callRoute(listTokensRoute, { path: "/api/tokens", jar });
const revokeToken = (jar: CookieJar, id: string) =>
  callRoute(revokeTokenRoute, { method: "DELETE", path: `/api/tokens/${id}`, params: { id }, jar });

async function newToken(user: User, canWrite = false, name = "Script"): Promise<CreatedApiTokenDto> {
  const res = await createToken(user.jar, { name, canWrite });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedApiTokenDto;
}

/** A call authenticated only by the token (no cookie). */
/** A token request, from an address of its own unless the test names one (failed lookups count per address). */
const withToken = (
  handler: Handler,
  token: string,
  options: Omit<Parameters<typeof callRoute>[1], "jar"> = { path: "/" },
) =>
  callRoute(handler, {
    ...options,
    headers: { "x-forwarded-for": uniqueIp(), ...options.headers, ...bearer(token) },
  });

async function expectError(res: Response, status: number, code: string, message?: string): Promise<void> {
  const body = (await res.json()) as ErrorBody;
  expect({ status: res.status, code: body.error.code }).toEqual({ status, code });
  if (message) expect(body.error.message).toBe(message);
}

/** A Pro user with a debt, a payment, a saved plan and a calculated strategy (everything the read routes show). */
async function proWithData(prefix: string, debtName: string): Promise<User & { debtId: string }> {
  const user = await signUp({ verified: true, plan: "pro", prefix });
  const jar = user.jar;
  const debt = await callRoute(createDebtRoute, {
    path: "/api/debts",
    json: { name: debtName, balance: "2500.00", interestRate: "21.5", minPayment: "60" },
    jar,
  });
  expect(debt.status).toBe(201);
  const { id: debtId } = (await debt.json()) as { id: string };
  const paid = await callRoute(logPaymentRoute, {
    path: "/api/payments/log",
    json: { debtId, amount: "75.00", description: `${debtName} payment`, paymentDate: today() },
    jar,
  });
  expect(paid.status).toBe(200);
  expect(
    (
      await callRoute(putPlanRoute, {
        method: "PUT",
        path: "/api/plan",
        json: { strategy: "snowball", extraPayment: "40" },
        jar,
      })
    ).status,
  ).toBe(200);
  expect(
    (await callRoute(calculateRoute, { path: "/api/calculate-strategies", json: { extraPayment: "40" }, jar })).status,
  ).toBe(200);
  return { ...user, debtId };
}

// The read routes that opted in, with the path each is called on.
const READS: [string, Handler, string][] = [
  ["GET /api/debts", listDebtsRoute, "/api/debts"],
  ["GET /api/plan", getPlanRoute, "/api/plan"],
  ["GET /api/plan/this-month", thisMonthRoute, "/api/plan/this-month"],
  ["GET /api/progress", progressRoute, "/api/progress"],
  ["GET /api/payments", listPaymentsRoute, "/api/payments"],
  ["GET /api/payments/export", exportPaymentsRoute, "/api/payments/export"],
  ["GET /api/strategies/latest", latestStrategyRoute, "/api/strategies/latest"],
  ["GET /api/strategies/latest/summary", latestSummaryRoute, "/api/strategies/latest/summary"],
];

describe("creating, listing and revoking tokens (session only)", () => {
  it("is Pro only: Free and Basic get 403 plan_limit and no token is stored", async () => {
    for (const plan of ["free", "basic"] as const) {
      const user = await signUp({ verified: true, plan, prefix: `tok-${plan}` });
      const res = await createToken(user.jar, { name: "Mine" });
      await expectError(res, 403, "plan_limit");
      expect(await db.apiToken.count({ where: { userId: user.userId } })).toBe(0);
    }
  });

  it("shows the secret once: the list never carries it, and the database holds only its SHA-256", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-once" });
    const created = await newToken(user, true, "Spreadsheet sync");
    expect(created.token).toMatch(/^dw_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toEqual({
      id: expect.any(String),
      name: "Spreadsheet sync",
      prefix: created.token.slice(0, 15),
      canWrite: true,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const listText = await (await listTokens(user.jar)).text();
    expect(listText).not.toContain(created.token);
    expect(listText).not.toContain(created.token.slice(15));
    expect(JSON.parse(listText)).toEqual([created.apiToken]);

    const row = await db.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.id } });
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(Object.values(row).map(String)).not.toContain(created.token);
  });

  it("refuses a blank, long or multi-line name, or a canWrite that is not a boolean, with 400 and field issues", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-name" });
    for (const [body, field] of [
      [{ name: "   " }, "name"],
      [{}, "name"],
      [{ name: "x".repeat(61) }, "name"],
      [{ name: "line\nbreak" }, "name"],
      [{ name: "ok", canWrite: "yes" }, "canWrite"],
    ] as const) {
      const res = await createToken(user.jar, body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.issues?.map((i) => i.path)).toEqual([field]);
    }
    expect((await createToken(user.jar, { name: "x".repeat(60) })).status).toBe(201);
    expect(await db.apiToken.count({ where: { userId: user.userId } })).toBe(1);
  });

  it("allows at most 10 live tokens (409), and one more after a revoke", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-ten" });
    for (let i = 0; i < 4; i++) expect((await createToken(user.jar, { name: `Token ${i}` })).status).toBe(201);
    // The last 8 race for the remaining 6 places (8: one account's most writes in flight, lib/api.ts).
    const results = await Promise.all(
      Array.from({ length: MAX_WRITES_IN_FLIGHT_PER_USER }, (_, i) =>
        createToken(user.jar, { name: `Token ${4 + i}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(6).fill(201), 409, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    await expectError(conflict, 409, "conflict");
    const list = (await (await listTokens(user.jar)).json()) as ApiTokenDto[];
    expect(list).toHaveLength(10);
    expect((await revokeToken(user.jar, list[0]!.id)).status).toBe(204);
    expect((await createToken(user.jar, { name: "After revoke" })).status).toBe(201);
  });

  it("revokes: 204, the token stops working at once and leaves the list; a second revoke is 404", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-revoke" });
    const { token, apiToken } = await newToken(user);
    expect((await withToken(listDebtsRoute, token, { path: "/api/debts" })).status).toBe(200);
    expect((await revokeToken(user.jar, apiToken.id)).status).toBe(204);
    await expectError(
      await withToken(listDebtsRoute, token, { path: "/api/debts" }),
      401,
      "unauthorized",
      "Invalid or revoked token",
    );
    expect(await (await listTokens(user.jar)).json()).toEqual([]);
    await expectError(await revokeToken(user.jar, apiToken.id), 404, "not_found");
  });

  it("cannot be reached with a token: a token never lists, creates or revokes tokens", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-self" });
    const { token, apiToken } = await newToken(user, true);
    await expectError(
      await withToken(listTokensRoute, token, { path: "/api/tokens" }),
      401,
      "unauthorized",
      "API tokens are not accepted on this route",
    );
    await expectError(
      await withToken(createTokenRoute, token, { path: "/api/tokens", json: { name: "Child" } }),
      401,
      "unauthorized",
    );
    await expectError(
      await withToken(revokeTokenRoute, token, {
        method: "DELETE",
        path: `/api/tokens/${apiToken.id}`,
        params: { id: apiToken.id },
      }),
      401,
      "unauthorized",
    );
    expect(await db.apiToken.count({ where: { userId: user.userId, revokedAt: null } })).toBe(1);
  });
});

describe("a token on the routes that opted in", () => {
  let a: User & { debtId: string };
  let b: User & { debtId: string };
  let readToken: string;

  beforeAll(async () => {
    a = await proWithData("tok-reader-a", "Aurelia's Card");
    b = await proWithData("tok-reader-b", "Bartholomew's Loan");
    readToken = (await newToken(a)).token;
  });

  it.each(READS)(
    "%s answers exactly what the owner's session sees, and nothing of another user's",
    async (_name, handler, path) => {
      const viaToken = await withToken(handler, readToken, { path });
      const viaSession = await callRoute(handler, { path, jar: a.jar });
      expect(viaToken.status).toBe(200);
      const text = await viaToken.text();
      expect(text).toBe(await viaSession.text());
      expect(text).not.toContain("Bartholomew");
      expect(text).not.toContain(b.debtId);
    },
  );

  it("shows the owner's own data through the token (not an empty answer)", async () => {
    const debts = (await (await withToken(listDebtsRoute, readToken, { path: "/api/debts" })).json()) as {
      name: string;
    }[];
    expect(debts.map((d) => d.name)).toEqual(["Aurelia's Card"]);
  });

  it("cannot reach another user's records by id (404)", async () => {
    await expectError(
      await withToken(listPaymentsRoute, readToken, { path: `/api/payments?debtId=${b.debtId}` }),
      404,
      "not_found",
    );
    const { token: writeToken } = await newToken(a, true);
    await expectError(
      await withToken(patchDebtRoute, writeToken, {
        method: "PATCH",
        path: `/api/debts/${b.debtId}`,
        params: { id: b.debtId },
        json: { name: "hijacked" },
      }),
      404,
      "not_found",
    );
    await expectError(
      await withToken(deleteDebtRoute, writeToken, {
        method: "DELETE",
        path: `/api/debts/${b.debtId}`,
        params: { id: b.debtId },
      }),
      404,
      "not_found",
    );
    expect((await db.debt.findUniqueOrThrow({ where: { id: b.debtId } })).name).toBe("Bartholomew's Loan");
  });

  it("A cannot revoke B's token (404), and B's token keeps working", async () => {
    const bToken = await newToken(b);
    await expectError(await revokeToken(a.jar, bToken.apiToken.id), 404, "not_found");
    expect((await withToken(listDebtsRoute, bToken.token, { path: "/api/debts" })).status).toBe(200);
    expect(JSON.stringify(await (await listTokens(a.jar)).json())).not.toContain(bToken.apiToken.id);
  });

  it("refuses every write with a read-only token (403 forbidden), changing nothing", async () => {
    const writes: [Handler, Parameters<typeof callRoute>[1]][] = [
      [
        createDebtRoute,
        { path: "/api/debts", json: { name: "New", balance: "10", interestRate: "1", minPayment: "1" } },
      ],
      [
        patchDebtRoute,
        { method: "PATCH", path: `/api/debts/${a.debtId}`, params: { id: a.debtId }, json: { name: "Renamed" } },
      ],
      [deleteDebtRoute, { method: "DELETE", path: `/api/debts/${a.debtId}`, params: { id: a.debtId } }],
      [
        logPaymentRoute,
        {
          path: "/api/payments/log",
          json: { debtId: a.debtId, amount: "1.00", description: "x", paymentDate: today() },
        },
      ],
      [putPlanRoute, { method: "PUT", path: "/api/plan", json: { strategy: "avalanche", extraPayment: "0" } }],
    ];
    const before = await callRoute(listDebtsRoute, { path: "/api/debts", jar: a.jar }).then((r) => r.text());
    for (const [handler, options] of writes) {
      await expectError(await withToken(handler, readToken, options), 403, "forbidden", "This token is read-only");
    }
    expect(await callRoute(listDebtsRoute, { path: "/api/debts", jar: a.jar }).then((r) => r.text())).toBe(before);
    expect(await db.payment.count({ where: { userId: a.userId } })).toBe(1);
  });

  it("accepts every write with a write token", async () => {
    const user = await proWithData("tok-writer", "Writer's Card");
    const { token } = await newToken(user, true);
    const created = await withToken(createDebtRoute, token, {
      path: "/api/debts",
      json: { name: "Via API", balance: "300", interestRate: "9.5", minPayment: "25" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const patched = await withToken(patchDebtRoute, token, {
      method: "PATCH",
      path: `/api/debts/${id}`,
      params: { id },
      json: { name: "Via API, renamed" },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { name: string }).name).toBe("Via API, renamed");
    const logged = await withToken(logPaymentRoute, token, {
      path: "/api/payments/log",
      json: { debtId: user.debtId, amount: "10.00", description: "API", paymentDate: today() },
    });
    expect(logged.status).toBe(200);
    const plan = await withToken(putPlanRoute, token, {
      method: "PUT",
      path: "/api/plan",
      json: { strategy: "avalanche", extraPayment: "55" },
    });
    expect(plan.status).toBe(200);
    expect(((await plan.json()) as { extraPayment: string }).extraPayment).toBe("55.00");
    expect(
      (await withToken(deleteDebtRoute, token, { method: "DELETE", path: `/api/debts/${id}`, params: { id } })).status,
    ).toBe(204);
    expect(await db.payment.count({ where: { userId: user.userId } })).toBe(2);
  });

  it("uses the token, not a session cookie sent with it: a read-only token with the owner's cookie still cannot write", async () => {
    const res = await callRoute(putPlanRoute, {
      method: "PUT",
      path: "/api/plan",
      json: { strategy: "avalanche", extraPayment: "1" },
      jar: a.jar,
      headers: bearer(readToken),
    });
    await expectError(res, 403, "forbidden", "This token is read-only");
  });

  it("skips the same-site check for token writes (not ambient), and keeps it for cookie writes", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-xsite" });
    const { token } = await newToken(user, true);
    const crossSite = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
    const body = { method: "PUT", path: "/api/plan", json: { strategy: "avalanche", extraPayment: "5" } };
    expect((await withToken(putPlanRoute, token, { ...body, headers: crossSite })).status).toBe(200);
    await expectError(
      await callRoute(putPlanRoute, { ...body, jar: user.jar, headers: crossSite }),
      403,
      "forbidden",
      "Cross-site requests are not allowed",
    );
  });

  it("answers 401 for a token on a route that did not opt in, even with a valid session cookie", async () => {
    await expectError(
      await withToken(goalsRoute, readToken, { path: "/api/goals" }),
      401,
      "unauthorized",
      "API tokens are not accepted on this route",
    );
    await expectError(await withToken(currentUserRoute, readToken, { path: "/api/auth/user" }), 401, "unauthorized");
    await expectError(
      await callRoute(goalsRoute, { path: "/api/goals", jar: a.jar, headers: bearer(readToken) }),
      401,
      "unauthorized",
    );
    // Any bearer on a signed-in route is refused rather than ignored in favour of the cookie.
    await expectError(
      await callRoute(goalsRoute, { path: "/api/goals", jar: a.jar, headers: bearer("something-else") }),
      401,
      "unauthorized",
    );
  });

  it("answers 401 'Invalid or revoked token' for a malformed, unknown or revoked token", async () => {
    const { token, apiToken } = await newToken(a);
    await revokeToken(a.jar, apiToken.id);
    const unknown = `dw_pat_${"A".repeat(43)}`;
    for (const bad of ["dw_pat_short", "not-a-token", unknown, `${readToken}x`, token]) {
      await expectError(
        await withToken(listDebtsRoute, bad, { path: "/api/debts" }),
        401,
        "unauthorized",
        "Invalid or revoked token",
      );
    }
  });

  it("counts bearers that match no live token per client address: past the limit a 429, even for a live token", async () => {
    const { token } = await newToken(a);
    const address = uniqueIp();
    const from = (credential: string, ip: string) =>
      withToken(listDebtsRoute, credential, { path: "/api/debts", headers: { "x-forwarded-for": ip } });
    // A live token's requests are not failures: they never use up the address's allowance.
    for (let i = 0; i < 3; i++) expect((await from(token, address)).status).toBe(200);
    const guesses = ["dw_pat_short", `dw_pat_${"B".repeat(43)}`, "not-a-token"];
    for (let i = 0; i < FAILED_TOKEN_LOOKUP_LIMIT.limit; i++)
      await expectError(await from(guesses[i % guesses.length]!, address), 401, "unauthorized");

    // Refused before the lookup: the live token waits too, from that address only.
    for (const credential of [guesses[1]!, token]) {
      const refused = await from(credential, address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(FAILED_TOKEN_LOOKUP_LIMIT.windowSeconds);
      await expectError(refused, 429, "rate_limited");
    }
    expect((await from(token, uniqueIp())).status).toBe(200);
  });

  it("records the last use, written at most once a minute", async () => {
    const { token, apiToken } = await newToken(a);
    expect(apiToken.lastUsedAt).toBeNull();
    await withToken(getPlanRoute, token, { path: "/api/plan" });
    const first = (await db.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).lastUsedAt;
    expect(first).not.toBeNull();
    expect(Math.abs(first!.getTime() - Date.now())).toBeLessThan(60_000);
    await withToken(getPlanRoute, token, { path: "/api/plan" });
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).lastUsedAt).toEqual(first);
    const listed = ((await (await listTokens(a.jar)).json()) as ApiTokenDto[]).find((t) => t.id === apiToken.id)!;
    expect(listed.lastUsedAt).toBe(first!.toISOString());

    // Over a minute ago: the next request writes it again.
    const old = new Date(Date.now() - 2 * 60_000);
    await db.apiToken.update({ where: { id: apiToken.id }, data: { lastUsedAt: old } });
    await withToken(getPlanRoute, token, { path: "/api/plan" });
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).lastUsedAt!.getTime()).toBeGreaterThan(
      old.getTime(),
    );
  });

  it(`rate-limits each token to ${RATE_LIMITS.apiToken.limit} requests a minute (429 with Retry-After), not its siblings`, async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-rate" });
    const { token } = await newToken(user);
    const sibling = (await newToken(user)).token;
    for (let i = 0; i < RATE_LIMITS.apiToken.limit; i++) {
      const res = await withToken(getPlanRoute, token, { path: "/api/plan" });
      if (res.status !== 200) throw new Error(`request ${i + 1} answered ${res.status}`);
    }
    const refused = await withToken(getPlanRoute, token, { path: "/api/plan" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectError(refused, 429, "rate_limited");
    expect((await withToken(getPlanRoute, sibling, { path: "/api/plan" })).status).toBe(200);
    expect((await callRoute(getPlanRoute, { path: "/api/plan", jar: user.jar })).status).toBe(200);
  });
});

describe("tokens die with the plan, the sessions or the account", () => {
  const works = async (token: string) =>
    (await withToken(listDebtsRoute, token, { path: "/api/debts" })).status === 200;

  it("a downgrade through the local cancel revokes every token; upgrading again does not revive them", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-cancel" });
    const tokens = [await newToken(user), await newToken(user, true)];
    expect(await works(tokens[0]!.token)).toBe(true);
    expect(
      (await callRoute(localCancelRoute, { path: "/api/billing/local/cancel", method: "POST", jar: user.jar })).status,
    ).toBe(200);
    for (const { token } of tokens) expect(await works(token)).toBe(false);
    expect(await db.apiToken.count({ where: { userId: user.userId, revokedAt: null } })).toBe(0);
    await db.user.update({
      where: { id: user.userId },
      data: { subscriptionPlan: "pro", subscriptionStatus: "active" },
    });
    for (const { token } of tokens) expect(await works(token)).toBe(false);
  });

  it("the webhook's path (applySubscriptionState) revokes on a move to Basic or a lapsed status, not on a Pro renewal", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-webhook" });
    const { token } = await newToken(user);
    const state = {
      subscriptionId: null,
      currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
      cancelAtPeriodEnd: false,
      trialEnd: null,
    };
    await applySubscriptionState(user.userId, { ...state, plan: "pro", status: "past_due" });
    expect(await works(token)).toBe(true);
    await applySubscriptionState(user.userId, { ...state, plan: "basic", status: "active" });
    expect(await works(token)).toBe(false);

    await db.user.update({ where: { id: user.userId }, data: { subscriptionPlan: "pro" } });
    const second = await newToken(user);
    await applySubscriptionState(user.userId, { ...state, plan: "pro", status: "canceled" });
    expect(await works(second.token)).toBe(false);
  });

  it("a plan below Pro is refused even before any cleanup ran (the plan is checked on every request)", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-lapse" });
    const { token, apiToken } = await newToken(user);
    await db.user.update({ where: { id: user.userId }, data: { subscriptionPlan: "basic" } });
    await expectError(
      await withToken(listDebtsRoute, token, { path: "/api/debts" }),
      401,
      "unauthorized",
      "Invalid or revoked token",
    );
    expect((await db.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).revokedAt).toBeNull();
  });

  it("'Sign out everywhere' revokes every token", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-everywhere" });
    const { token } = await newToken(user, true);
    expect(await works(token)).toBe(true);
    expect(
      (await callRoute(signOutEverywhereRoute, { method: "POST", path: "/api/account/sessions/revoke", jar: user.jar }))
        .status,
    ).toBe(200);
    expect(await works(token)).toBe(false);
    expect(await db.apiToken.count({ where: { userId: user.userId, revokedAt: null } })).toBe(0);
  });

  it("a new password revokes every token in its write; a wrong current password revokes nothing", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-password" });
    const tokens = [await newToken(user), await newToken(user, true)];
    const putPassword = (json: unknown) =>
      callRoute(passwordRoute, { method: "PUT", path: "/api/account/password", json, jar: user.jar });

    expect(
      (await putPassword({ currentPassword: "not my password", newPassword: "a brand new passphrase" })).status,
    ).toBe(400);
    for (const { token } of tokens) expect(await works(token)).toBe(true);

    expect((await putPassword({ currentPassword: TEST_PASSWORD, newPassword: "a brand new passphrase" })).status).toBe(
      200,
    );
    for (const { token } of tokens) {
      await expectError(
        await withToken(listDebtsRoute, token, { path: "/api/debts" }),
        401,
        "unauthorized",
        "Invalid or revoked token",
      );
    }
    expect(await db.apiToken.count({ where: { userId: user.userId, revokedAt: null } })).toBe(0);
  });

  it("a confirmed change of e-mail address revokes every token (the address is a sign-in factor)", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-newmail" });
    const tokens = [await newToken(user), await newToken(user, true)];
    const { token: link } = await issueAccountToken(user.userId, "change_email", uniqueEmail("tok-newmail-to"));
    const res = await callRoute(confirmEmailRoute, {
      path: `/api/account/email/confirm?token=${encodeURIComponent(link)}`,
      jar: user.jar,
    });
    expect(res.headers.get("location")).toContain("email=changed");
    for (const { token } of tokens) expect(await works(token)).toBe(false);
    expect(await db.apiToken.count({ where: { userId: user.userId, revokedAt: null } })).toBe(0);
  });

  it("an unverified account cannot create a token: 403 'Verify your e-mail first', and none is stored", async () => {
    const user = await signUp({ plan: "pro", prefix: "tok-unverified" });
    await expectError(
      await createToken(user.jar, { name: "Script", canWrite: true }),
      403,
      "forbidden",
      "Verify your e-mail first",
    );
    expect(await db.apiToken.count({ where: { userId: user.userId } })).toBe(0);
  });

  it("setting a first password (an account made by e-mailed link) revokes every token too", async () => {
    const email = uniqueEmail("tok-firstpw");
    const jar = await signInWithMailedLink(email);
    const { id: userId } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "pro" } });
    const { token } = await newToken({ jar, userId, email });
    expect(await works(token)).toBe(true);

    const res = await callRoute(passwordRoute, {
      method: "PUT",
      path: "/api/account/password",
      json: { newPassword: "my first passphrase" },
      jar,
    });
    expect(res.status).toBe(200);
    expect(await works(token)).toBe(false);
  });

  it("deleting the account deletes its tokens", async () => {
    const user = await signUp({ verified: true, plan: "pro", prefix: "tok-delete" });
    const { token } = await newToken(user);
    await deleteAccount(user);
    expect(await db.apiToken.count({ where: { userId: user.userId } })).toBe(0);
    expect(await works(token)).toBe(false);
  });
});

describe("GET /api/openapi.json", () => {
  it("is public, cacheable, and documents the token routes", async () => {
    const res = await callRoute(openApiRoute, { path: "/api/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(READS.map(([name]) => name.split(" ")[1])));
    expect(Object.keys(doc.paths)).not.toContain("/api/tokens");
  });
});
