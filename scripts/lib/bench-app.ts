import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, openSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { isPortFree, startEmbeddedPostgres, type RunningPostgres } from "./embedded-postgres";
import { addCompileHints } from "./compile-hints";
import { BUILD_SOURCES, nextBin, newestMtime, serveArgs } from "./next-build";
import { prepareDatabase } from "./prepare-database";
import { waitForHealth } from "./wait-for-health";

export { waitForHealth };

// The "app" harness of `npm run bench`: the production build in its own directory (so a benchmark never
// disturbs .next, which `npm start` and the e2e run use), a throw-away embedded PostgreSQL, signed-in users
// with five debts and a strategy each (made through the HTTP API, like real users), and `next start`.

export const BENCH_DIST_DIR = ".next-bench";
/** What the bench gives the app and the bare server alike: the app's default pool (lib/env.ts). */
export const POOL_MAX = 10;

const STAMP = path.join(BENCH_DIST_DIR, "bench-build-stamp.json");

export interface BenchUser {
  email: string;
  /** "name=value" of the session cookie, ready for a Cookie header. */
  cookie: string;
}

export interface BenchApp {
  baseUrl: string;
  /** The app server's process id (its CPU time is read from /proc). */
  pid: number;
  databaseUrl: string;
  authSecret: string;
  users: BenchUser[];
  stop(): Promise<void>;
}

/**
 * `next build` into `distDir` unless the stamp says the sources are unchanged since the last bench build.
 * (scripts/lib/next-build.ts does the same for the app's own build directory, which a bench must not touch.)
 */
export function buildIfNeededInto(
  distDir: string,
  stampFile: string,
  sources: string[],
  cwd: string,
  log: (m: string) => void,
  options: { reuse?: boolean } = {},
): void {
  const key = JSON.stringify({
    sources: Math.max(...sources.map((s) => newestMtime(path.join(cwd, s)))),
    sourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  });
  const built = existsSync(path.join(cwd, distDir, "BUILD_ID"));
  const where = path.relative(process.cwd(), path.join(cwd, distDir));
  if (built && options.reuse) {
    log(`Reusing the build in ${where} (--reuse-build; it may predate the latest source changes).`);
    return;
  }
  if (built && existsSync(stampFile) && readFileSync(stampFile, "utf8") === key) {
    log(`Build in ${where} is up to date.`);
    return;
  }
  log(`Building into ${where} (sources changed or first run)...`);
  const started = Date.now();
  // "compile" then "generate" is the default build minus its type check: types are `npm test`'s job, a speed
  // run must not fail on another change's type error, and the type check's step rewrites tsconfig.json to
  // include this directory's generated types.
  for (const mode of ["compile", "generate"]) {
    const result = spawnSync(process.execPath, [nextBin(), "build", `--experimental-build-mode=${mode}`], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error(`next build (${mode}) into ${distDir} failed`);
  }
  writeFileSync(stampFile, key);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

async function expectStatus(res: Response, status: number, what: string): Promise<void> {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/** A debt as POST /api/debts takes it. */
export interface BenchDebt {
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
  dueDay: number;
}

const DEBTS: BenchDebt[] = [
  { name: "Visa", balance: "5400.00", interestRate: "24.99", minPayment: "135.00", dueDay: 5 },
  { name: "Mastercard", balance: "2100.50", interestRate: "19.49", minPayment: "60.00", dueDay: 12 },
  { name: "Car loan", balance: "14250.00", interestRate: "6.90", minPayment: "320.00", dueDay: 20 },
  { name: "Student loan", balance: "28000.00", interestRate: "4.50", minPayment: "290.00", dueDay: 1 },
  { name: "Store card", balance: "850.00", interestRate: "29.99", minPayment: "35.00", dueDay: 28 },
];

/**
 * A signed-in user on the Pro plan, registered through the HTTP API. Only the plan is set in the database (Free
 * allows one debt; billing is not what this measures), as the e2e fixtures do. Each registration comes from its own
 * client address (from `index`) so the per-address limit never trips.
 */
export async function registerUser(baseUrl: string, databaseUrl: string, index: number): Promise<BenchUser> {
  const email = `bench.${index}.${Date.now().toString(36)}@example.com`;
  const register = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${index >> 8}.${index & 255}` },
    // The zone as the sign-up form sends it: a returning user has one, so no page of theirs adopts the browser's.
    body: JSON.stringify({
      email,
      password: "bench-password-123",
      firstName: "Bench",
      lastName: `User${index}`,
      timeZone: "America/New_York",
    }),
  });
  await expectStatus(register, 201, "register");
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("authjs.session-token="));
  if (!cookie) throw new Error("register did not set the session cookie");

  await withDatabase(databaseUrl, (db) =>
    db.query(`UPDATE "User" SET "subscriptionPlan" = 'pro', "subscriptionStatus" = 'active' WHERE email = $1`, [email]),
  );
  return { email, cookie };
}

/** Runs `run` on its own connection to the bench's database, closed afterwards. */
export async function withDatabase<T>(databaseUrl: string, run: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** Adds `debts` to the user through POST /api/debts, one after the other (each locks the user's row). */
export async function addDebts(baseUrl: string, user: BenchUser, debts: readonly BenchDebt[]): Promise<void> {
  const headers = { "content-type": "application/json", cookie: user.cookie };
  for (const debt of debts) {
    await expectStatus(
      await fetch(`${baseUrl}/api/debts`, { method: "POST", headers, body: JSON.stringify(debt) }),
      201,
      "POST /api/debts",
    );
  }
}

/** One signed-in user with the five debts and a strategy. */
async function createUser(baseUrl: string, databaseUrl: string, index: number): Promise<BenchUser> {
  const user = await registerUser(baseUrl, databaseUrl, index);
  await addDebts(baseUrl, user, DEBTS);
  const headers = { "content-type": "application/json", cookie: user.cookie };
  const strategy = await fetch(`${baseUrl}/api/calculate-strategies`, {
    method: "POST",
    headers,
    body: JSON.stringify({ extraPayment: "200.00" }),
  });
  await expectStatus(strategy, 200, "POST /api/calculate-strategies");
  return user;
}

export async function startBenchApp(options: {
  users: number;
  reuseBuild: boolean;
  /** The server writes a CPU profile (--cpu-prof) into os.tmpdir()/debtwise-bench-profile when it stops. */
  profile?: boolean;
  log: (m: string) => void;
}): Promise<BenchApp> {
  const { log } = options;
  buildIfNeededInto(BENCH_DIST_DIR, STAMP, BUILD_SOURCES, process.cwd(), log, { reuse: options.reuseBuild });
  // As `npm run build` does; the bare Next.js page (the floor) is left as Next.js builds it.
  addCompileHints(BENCH_DIST_DIR);

  const tmp = mkdtempSync(path.join(os.tmpdir(), "debtwise-bench-"));
  // As root, PostgreSQL runs as a separate `postgres` user, which must be able to enter this folder.
  chmodSync(tmp, 0o755);
  let postgres: RunningPostgres | undefined;
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    await postgres?.stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    log("Starting a throw-away embedded PostgreSQL...");
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(tmp, "pg"),
      port: await freePortIn(56100, 56199),
      persistent: false,
    });
    await postgres.ensureDatabase("debtwise_bench");
    const databaseUrl = postgres.urlFor("debtwise_bench");
    await prepareDatabase(databaseUrl);

    const port = await freePortIn(4100, 4199);
    const baseUrl = `http://127.0.0.1:${port}`;
    const authSecret = randomBytes(32).toString("base64url");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: String(POOL_MAX),
      AUTH_SECRET: authSecret,
      AUTH_TRUST_HOST: "true",
      // The bench is its own one proxy hop: each registration names its own client address in X-Forwarded-For
      // (createUser), so the per-address sign-up limit never trips. Without it the app reads only the socket.
      TRUST_PROXY: "1",
    };
    // The strategy message must come from the local writer: a benchmark never calls a paid AI provider.
    delete env.OPENAI_API_KEY;
    delete env.OUTBOX_PAGE;
    log(`Starting the app server on port ${port} (log: ${path.join(os.tmpdir(), "debtwise-bench-server.log")})...`);
    // The server's log goes to a file: at the end of each load run autocannon drops its connections mid-request,
    // which the app logs as aborted requests.
    const serverLog = openSync(path.join(os.tmpdir(), "debtwise-bench-server.log"), "w");
    // Our server, as `npm start` runs the app (the bare Next.js floor keeps `next start`).
    const profileDir = path.join(os.tmpdir(), "debtwise-bench-profile");
    if (options.profile) log(`The server's CPU profile will be written into ${profileDir} when it stops.`);
    const profileArgs = options.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
    child = spawn(process.execPath, [...profileArgs, ...serveArgs()], {
      env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1", APP_URL: baseUrl },
      stdio: ["ignore", serverLog, serverLog],
    });
    closeSync(serverLog);
    await waitForHealth(baseUrl, child);

    log(`Creating ${options.users} users with 5 debts and a strategy each...`);
    const users: BenchUser[] = [];
    // A few at a time: registration hashes a password (scrypt), which is slow by design.
    for (let i = 0; i < options.users; i += 4) {
      const batch = Array.from({ length: Math.min(4, options.users - i) }, (_, k) =>
        createUser(baseUrl, databaseUrl, i + k),
      );
      users.push(...(await Promise.all(batch)));
    }
    return { baseUrl, pid: child.pid!, databaseUrl, authSecret, users, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A free port in the range this bench may use (the machine is shared; other runs keep to their own ranges). */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (
    let port = from + Math.floor(Math.random() * (to - from)), tries = 0;
    tries <= to - from;
    tries++, port = port >= to ? from : port + 1
  ) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}
