import { GET as outboxRoute } from "@/app/api/dev/outbox/route";
import { POST as registerRoute } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PEER_HEADER, peerHeaderValue } from "@/lib/peer";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { appOrigin, clientIp, isLoopbackRequest } from "@/lib/request";
import { requestSignInLink } from "@/tests/support/auth-flows";
import { callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";

// Where the client's address and the app's origin come from (lib/request.ts): configuration decides, never the
// request. Forwarding headers count only with TRUST_PROXY (or on Vercel, its own header); otherwise the socket
// address our server stamps (scripts/serve.ts, lib/peer.ts). Links are built on APP_URL, or locally on the
// listening address, never on Host / X-Forwarded-Host. tests/e2e/api/client-address.spec.ts checks the same on a
// real server.

// This file runs without APP_URL (the finding: links then took the request's host) and sets trust per test.
delete process.env.APP_URL;
process.env.OUTBOX_PAGE = "1";
const SECRET = "peer-secret-for-this-test-file";
process.env.DEBTWISE_PEER_SECRET = SECRET;

jest.setTimeout(60_000);

const settings = env();
const original = { TRUST_PROXY: settings.TRUST_PROXY, VERCEL: settings.VERCEL, NODE_ENV: settings.NODE_ENV };
afterEach(() => Object.assign(env(), original));
afterAll(async () => {
  await db.$disconnect();
});

function untrusted() {
  Object.assign(env(), { TRUST_PROXY: undefined, VERCEL: undefined });
}

const headers = (entries: Record<string, string>) => new Headers(entries);
const stamped = (address: string, forwarded = false, secret = SECRET) => ({
  [PEER_HEADER]: peerHeaderValue(secret, address, forwarded),
});

describe("clientIp", () => {
  it("ignores every forwarding header unless configured, using the address our server stamped", () => {
    untrusted();
    expect(clientIp(headers({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8", ...stamped("203.0.113.9") }))).toBe(
      "203.0.113.9",
    );
  });

  it("never takes a stamp forged without the server's secret, and fails closed to one shared client", () => {
    untrusted();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(clientIp(headers({ "x-forwarded-for": "1.2.3.4", ...stamped("198.51.100.1", false, "guessed") }))).toBe(
      "unknown",
    );
    expect(clientIp(headers({ "x-forwarded-for": "9.9.9.9" }))).toBe("unknown");
    warn.mockRestore();
  });

  it("with TRUST_PROXY=N reads X-Forwarded-For N hops from the right (what the client wrote is further left)", () => {
    Object.assign(env(), { TRUST_PROXY: 1 });
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    Object.assign(env(), { TRUST_PROXY: 2 });
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }))).toBe("203.0.113.7");
  });

  it("on Vercel trusts x-real-ip, which Vercel's edge overwrites", () => {
    Object.assign(env(), { TRUST_PROXY: undefined, VERCEL: "1" });
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "203.0.113.8" }))).toBe("203.0.113.8");
  });
});

describe("per-address limits cannot be dodged by changing a header", () => {
  it(`registration: the ${RATE_LIMITS.registerPerIp.limit + 1}th sign-up from one socket is refused whatever X-Forwarded-For says`, async () => {
    untrusted();
    const socket = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.registerPerIp.limit; i++) {
      const res = await callRoute(registerRoute, {
        path: "/api/register",
        json: { email: uniqueEmail("rotate"), password: "a-strong-password-1", firstName: "Rex" },
        headers: { "x-forwarded-for": uniqueIp(), ...stamped(socket) },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the developer outbox answers the loopback address only", () => {
  const get = (extra: Record<string, string>) => callRoute(outboxRoute, { path: "/api/dev/outbox", headers: extra });

  it("200 from 127.0.0.1 or ::1 on the socket, 404 from anywhere else or through a proxy", async () => {
    untrusted();
    expect((await get(stamped("127.0.0.1"))).status).toBe(200);
    expect((await get(stamped("::1"))).status).toBe(200);
    expect((await get(stamped("::ffff:127.0.0.1"))).status).toBe(200);
    expect((await get(stamped("192.0.2.2"))).status).toBe(404);
    // A proxy on this machine forwarding someone else: the socket is loopback, the client is not.
    expect((await get(stamped("127.0.0.1", true))).status).toBe(404);
    // No stamp, or a forged one, or only a claim in a header.
    expect((await get({ "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
    expect((await get(stamped("127.0.0.1", false, "guessed"))).status).toBe(404);
    expect(isLoopbackRequest(headers({ host: "localhost:3000" }))).toBe(false);
  });

  it("behind trusted proxies, the address they report decides", async () => {
    Object.assign(env(), { TRUST_PROXY: 1 });
    expect((await get({ "x-forwarded-for": "127.0.0.1" })).status).toBe(200);
    expect((await get({ "x-forwarded-for": "127.0.0.1, 203.0.113.5" })).status).toBe(404);
    Object.assign(env(), { TRUST_PROXY: undefined, VERCEL: "1" });
    expect((await get({ "x-real-ip": "127.0.0.1", ...stamped("127.0.0.1") })).status).toBe(404);
  });
});

describe("links are built on the app's own origin", () => {
  it("a sign-in link mailed for a request with a forged Host / X-Forwarded-Host points at the listening address", async () => {
    const email = uniqueEmail("forged-host");
    const res = await requestSignInLink(email, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-auth-return-redirect": "1",
    });
    expect(res.status).toBe(200);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: email, kind: "sign_in" } });
    expect(mail.body).not.toContain("evil.example");
    expect(mail.body).toContain(`${appOrigin()}/api/auth/callback/email?`);
    expect(appOrigin()).toBe(`http://localhost:${env().PORT}`);
  });

  it("in production there is no origin without APP_URL: nothing falls back to the request", () => {
    Object.assign(env(), { NODE_ENV: "production" });
    expect(() => appOrigin()).toThrow("APP_URL is not set");
  });
});
