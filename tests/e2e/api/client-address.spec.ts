import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import os from "node:os";
import { test, expect } from "@playwright/test";
import { storedRateLimitKey } from "@/lib/rate-limit-keys";
import { sql } from "../fixtures";
import { waitForHealth } from "../../../scripts/lib/wait-for-health";

// The client's address on a real server (scripts/serve.ts) that trusts no proxy, as a self-hosted `npm start`
// runs: X-Forwarded-For is the client's own claim and must change nothing. The server listens on every interface,
// so the same machine can reach it both on loopback and on its network address, which is how the outbox's
// loopback-only rule is checked (lib/messaging/outbox.ts, lib/request.ts). Uses plain Playwright requests, not
// the shared fixtures: those play a trusted proxy.

let server: ChildProcess | undefined;
let port = 0;

/** A port free on every interface, where this server listens (scripts/lib/free-port.ts probes loopback only). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/** This machine's first non-loopback IPv4 address: requests to it arrive from it, not from 127.0.0.1. */
function networkAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === "IPv4" && !entry.internal) return entry.address;
  }
  throw new Error("This machine has no non-loopback IPv4 address: the outbox's network check cannot run here.");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_TRUST_HOST: "true",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    OUTBOX_PAGE: "1",
  };
  delete env.TRUST_PROXY;
  delete env.HOSTNAME;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { env, stdio: "ignore" });
  server = child;
  await waitForHealth(`http://127.0.0.1:${port}`, child);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("rotating X-Forwarded-For does not escape the per-address registration limit", async ({ playwright }) => {
  // The counter of this machine's address, as it is stored (hashed, lib/rate-limit-keys.ts), in either spelling.
  await sql(`DELETE FROM "RateLimit" WHERE "key" = ANY($1)`, [
    ["127.0.0.1", "::ffff:127.0.0.1"].map((ip) => storedRateLimitKey(`register:ip:${ip}`)),
  ]);
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await api.post("/api/register", {
      data: {
        email: `rotate.${Date.now().toString(36)}.${i}@example.com`,
        password: "a-strong-password-1",
        firstName: "Rex",
      },
      headers: { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` },
    });
    statuses.push(res.status());
  }
  await api.dispose();
  // Every request came from this machine's loopback socket, whatever the headers said: once its budget (10 an hour,
  // shared with other tests that start their own server) is spent, every further one is refused. Trusting the
  // headers, all eleven would have been accepted.
  const firstRefused = statuses.indexOf(429);
  expect(firstRefused).toBeGreaterThanOrEqual(0);
  expect(firstRefused).toBeLessThanOrEqual(10);
  expect(statuses.slice(firstRefused)).toEqual(Array(statuses.length - firstRefused).fill(429));
});

test("the developer outbox answers this machine's loopback address only", async ({ playwright }) => {
  const local = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  expect((await local.get("/api/dev/outbox")).status()).toBe(200);
  expect((await local.get("/dev/outbox")).status()).toBe(200);
  // Through a proxy on this machine (it forwards someone else): refused.
  expect((await local.get("/api/dev/outbox", { headers: { "x-forwarded-for": "203.0.113.9" } })).status()).toBe(404);
  await local.dispose();

  const remote = await playwright.request.newContext({ baseURL: `http://${networkAddress()}:${port}` });
  expect((await remote.get("/api/dev/outbox")).status()).toBe(404);
  expect((await remote.get("/dev/outbox")).status()).toBe(404);
  // Neither a claim in a header nor a forged stamp of our server's makes it local.
  expect(
    (
      await remote.get("/api/dev/outbox", { headers: { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" } })
    ).status(),
  ).toBe(404);
  expect((await remote.get("/api/dev/outbox", { headers: { "x-debtwise-peer": "guess 127.0.0.1 0" } })).status()).toBe(
    404,
  );
  await remote.dispose();
});

test("without APP_URL a production server refuses to start", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(await freePort()) };
  delete env.APP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(stderr).toContain("APP_URL is not set");
});
