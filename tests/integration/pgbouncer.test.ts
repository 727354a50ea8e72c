import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "@/scripts/lib/free-port";

// A deployment on a pooled database (README "Deploying"): PgBouncer in transaction mode, as Neon and Supabase run
// it, in front of this run's PostgreSQL. Migrations and the seed must go to DIRECT_URL while DATABASE_URL is the
// pooler (scripts/lib/migration-url.ts), be refused through the pooler without it, and the app's own client
// (lib/db.ts: Prisma over pg, unnamed statements) must work through the pooler.

const PGBOUNCER = process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer";
const REPO = path.resolve(__dirname, "..", "..");
const base = new URL(process.env.DATABASE_URL as string);
const DATABASE = `debtwise_pgb_${Date.now().toString(36)}`;
/** The key scripts/lib/migrate.ts (and `prisma migrate`) locks. */
const MIGRATE_LOCK_KEY = 72707369;
/** Generous for a loaded 2-core machine; a run that hangs on a lock fails here instead of at Jest's limit. */
const COMMAND_TIMEOUT_MS = 90_000;

const withDatabase = (url: URL, database: string, query = "") => {
  const copy = new URL(url);
  copy.pathname = `/${database}`;
  copy.search = query;
  return copy.toString();
};
const adminUrl = withDatabase(base, "postgres");
const directUrl = withDatabase(base, DATABASE);
let pooledUrl = "";

let tmp = "";
let pgbouncer: ChildProcess | undefined;
let pgbouncerLog = "";
const savedDatabaseUrl = process.env.DATABASE_URL;

async function sql<T extends object>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Starts PgBouncer and resolves once it reports that it listens (its log goes to stderr in the foreground). */
async function startPgBouncer(): Promise<void> {
  const port = await freePort();
  tmp = mkdtempSync(path.join(os.tmpdir(), "debtwise-pgbouncer-"));
  // Run as root, PgBouncer drops to the postgres user (it refuses to run as root), which must read these files.
  chmodSync(tmp, 0o755);
  const user = decodeURIComponent(base.username);
  const password = decodeURIComponent(base.password);
  writeFileSync(path.join(tmp, "userlist.txt"), `"${user}" "${password}"\n`);
  writeFileSync(
    path.join(tmp, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${base.hostname} port=${base.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      // Clients are trusted (loopback, this test only); PgBouncer logs in to PostgreSQL with the userlist's password.
      "auth_type = trust",
      `auth_file = ${path.join(tmp, "userlist.txt")}`,
      "pool_mode = transaction",
      // Fewer server connections than the app's pool: the client's statements really are multiplexed.
      "default_pool_size = 2",
      "max_client_conn = 50",
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
  );
  const args = [...(process.getuid?.() === 0 ? ["-u", "postgres"] : []), path.join(tmp, "pgbouncer.ini")];
  const child = spawn(PGBOUNCER, args, { stdio: ["ignore", "pipe", "pipe"] });
  pgbouncer = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PgBouncer did not start within 20 s:\n${pgbouncerLog}`)), 20_000);
    const onData = (chunk: Buffer) => {
      pgbouncerLog += chunk.toString("utf8");
      if (/listening on 127\.0\.0\.1/.test(pgbouncerLog)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`PgBouncer exited with ${code}:\n${pgbouncerLog}`));
    });
  });
  // pgbouncer=true: the flag Prisma's docs have people add to pooled URLs; pg must ignore it.
  pooledUrl = withDatabase(
    new URL(`postgresql://${base.username}:${base.password}@127.0.0.1:${port}`),
    DATABASE,
    "?pgbouncer=true",
  );
}

type Run = { code: number | null; stdout: string; stderr: string };

/** `tsx scripts/db.ts <command>` as `vercel-build` runs it, with exactly these database variables. */
function runDb(command: string, vars: Record<string, string>): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...vars };
  for (const name of ["DATABASE_URL", "DIRECT_URL", "DATABASE_URL_UNPOOLED"]) if (!(name in vars)) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db.ts", command], { cwd: REPO, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`scripts/db.ts ${command} did not finish within ${COMMAND_TIMEOUT_MS} ms:\n${stdout}${stderr}`));
    }, COMMAND_TIMEOUT_MS);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(
      `PgBouncer is not installed (${PGBOUNCER} is missing): apt-get install -y pgbouncer (.ci/run installs it when ` +
        "missing), or point PGBOUNCER_PATH at the binary.",
    );
  }
  await sql(adminUrl, `CREATE DATABASE "${DATABASE}"`);
  await startPgBouncer();
}, 60_000);

afterAll(async () => {
  process.env.DATABASE_URL = savedDatabaseUrl;
  if (pgbouncer && pgbouncer.exitCode === null) {
    const exited = new Promise((resolve) => pgbouncer!.once("exit", resolve));
    pgbouncer.kill("SIGINT");
    await exited;
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  await sql(adminUrl, `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
}, 60_000);

describe("deploying on a pooled database", () => {
  it("refuses to migrate through the pooler when no direct URL is set, and changes nothing", async () => {
    const run = await runDb("migrate", { DATABASE_URL: pooledUrl });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("Refusing to migrate through a connection pooler");
    expect(run.stderr).toContain("Set DIRECT_URL");
    expect(run.stderr).not.toContain(decodeURIComponent(base.password) + "@");
    const tables = await sql<{ name: string }>(directUrl, `SELECT to_regclass('"_prisma_migrations"')::text AS name`);
    expect(tables).toEqual([{ name: null }]);
  }, 120_000);

  it("migrates and seeds through DIRECT_URL while DATABASE_URL is the pooler, and a second deploy finds nothing to do", async () => {
    const vars = { DATABASE_URL: pooledUrl, DIRECT_URL: directUrl };
    const migrations = readdirSync(path.join(REPO, "prisma", "migrations"), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );

    const first = await runDb("migrate", vars);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout.match(/^Applied migration /gm)).toHaveLength(migrations.length);

    const second = await runDb("migrate", vars);
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe("Database is up to date; no migration applied.");

    const seeded = await runDb("seed", vars);
    expect(seeded.code).toBe(0);
    expect(await sql<{ n: number }>(directUrl, `SELECT count(*)::int AS n FROM "Challenge"`)).toEqual([{ n: 3 }]);

    // Nothing keeps the migration lock once the deploy is over.
    const locks = await sql(
      adminUrl,
      `SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND l.objid = $1 AND d.datname = $2`,
      [MIGRATE_LOCK_KEY, DATABASE],
    );
    expect(locks).toEqual([]);
  }, 240_000);

  it("serves the app's queries through the pooler: Prisma over pg, a transaction, a route handler", async () => {
    // Before any app module is loaded: env() and the pool read DATABASE_URL once per test file.
    if (pgbouncer?.exitCode !== null) throw new Error(`PgBouncer is no longer running:\n${pgbouncerLog}`);
    process.env.DATABASE_URL = pooledUrl;
    const { db, getPool } = await import("@/lib/db");
    const { signUp } = await import("@/tests/support/users");
    const { callRoute, uniqueEmail } = await import("@/tests/support/route-client");
    const { GET: listDebts } = await import("@/app/api/debts/route");
    try {
      const email = uniqueEmail("pooled");
      const created = await db.user.create({ data: { email, firstName: "Pooled" } });
      const readBack = await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: created.id }, data: { lastName: "Reader" } });
        return tx.user.findUnique({ where: { email } });
      });
      expect(readBack).toMatchObject({ id: created.id, firstName: "Pooled", lastName: "Reader" });

      // More concurrent parameterised statements than PgBouncer has server connections (2).
      const ids = await Promise.all(
        Array.from({ length: 8 }, () => db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })),
      );
      expect(ids.every((row) => row.id === created.id)).toBe(true);
      const { rows } = await getPool().query<{ email: string }>(`SELECT email FROM "User" WHERE id = $1`, [created.id]);
      expect(rows).toEqual([{ email }]);

      // A sign-up (its writes in one transaction) and a signed-in request, through the real handlers.
      const { jar } = await signUp({ prefix: "pooled-route" });
      const res = await callRoute(listDebts, { path: "/api/debts", jar });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    } finally {
      await db.$disconnect();
    }
  }, 120_000);
});
