/**
 * Applies prisma/migrations/<name>/migration.sql files with plain `pg`, recording them in Prisma's own
 * `_prisma_migrations` table exactly as `prisma migrate deploy` does. This works offline (the Prisma CLI needs a
 * native engine it cannot download here), and a machine that later runs `prisma migrate deploy` sees the same
 * history: same table, same sha256 checksums, same advisory lock.
 *
 * Each migration runs in one transaction together with its history row, so a failure leaves nothing behind.
 * A script that manages its own transaction (Prisma writes BEGIN/COMMIT around some enum changes) is recorded
 * the way Prisma records it instead: row first, script, then finished_at (a failure leaves a failed row that
 * must be resolved, as with Prisma: fix the database, then `prisma migrate resolve --rolled-back <name>`).
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

/** The key `prisma migrate` itself locks, so this and the Prisma CLI never run migrations at the same time. */
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

/** Prisma's DDL for the history table (PostgreSQL flavour of the schema engine). */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type ApplyMigrationsOptions = {
  /** Defaults to `<cwd>/prisma/migrations`. */
  migrationsDir?: string;
  /** Called with one line per applied migration. Defaults to silence. */
  log?: (message: string) => void;
  /** How long to wait for another process holding the migration lock. Default 60 s. */
  lockTimeoutMs?: number;
};

export type LocalMigration = {
  name: string;
  /** The file's exact content. */
  script: string;
  /** sha256 hex of the file's bytes, as Prisma computes it. */
  checksum: string;
};

type HistoryRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
};

export function defaultMigrationsDir(): string {
  return path.join(process.cwd(), "prisma", "migrations");
}

export function migrationChecksum(script: string | Buffer): string {
  return createHash("sha256").update(script).digest("hex");
}

/** Like Prisma: a checksum also matches when only the line endings differ (git autocrlf). */
export function scriptMatchesChecksum(script: string, checksum: string): boolean {
  const lf = script.replace(/\r\n/g, "\n");
  const crlf = lf.replace(/\n/g, "\r\n");
  return [script, lf, crlf].some((variant) => migrationChecksum(variant) === checksum.toLowerCase());
}

/** The migration directories that contain a migration.sql, in apply order (their names start with a timestamp). */
export function readLocalMigrations(migrationsDir: string = defaultMigrationsDir()): LocalMigration[] {
  if (!fs.existsSync(migrationsDir)) {
    throw new Error(`Migrations directory not found: ${migrationsDir}`);
  }
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => {
      const bytes = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"));
      return { name, script: bytes.toString("utf8"), checksum: migrationChecksum(bytes) };
    });
}

/**
 * Applies every migration not yet recorded as applied and returns the names applied, in order ([] when the
 * database is up to date). Throws, without applying anything further, when an applied migration's file was edited
 * (checksum mismatch) or a migration is recorded as failed.
 */
export async function applyMigrations(databaseUrl: string, options: ApplyMigrationsOptions = {}): Promise<string[]> {
  const migrations = readLocalMigrations(options.migrationsDir ?? defaultMigrationsDir());
  const log = options.log ?? (() => {});
  const client = new Client({ connectionString: databaseUrl });
  // A migration that cannot get its lock or hits a server error must not leave an unhandled 'error' event behind.
  client.on("error", () => {});
  await client.connect();
  try {
    await acquireLock(client, options.lockTimeoutMs ?? 60_000);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const history = (
        await client.query<HistoryRow>(
          `SELECT migration_name, checksum, finished_at, rolled_back_at, logs
             FROM "_prisma_migrations" ORDER BY started_at ASC`,
        )
      ).rows.filter((row) => row.rolled_back_at === null);

      const failed = history.filter((row) => row.finished_at === null);
      if (failed.length > 0) {
        const names = failed.map((row) => row.migration_name).join(", ");
        throw new Error(
          `Migration(s) ${names} failed earlier and are recorded as unfinished in _prisma_migrations. ` +
            `Repair the database, then mark them rolled back (prisma migrate resolve --rolled-back <name>, ` +
            `or set rolled_back_at = now() on the row) and run the migrations again.\n${failed[0]?.logs ?? ""}`,
        );
      }

      const appliedByName = new Map(history.map((row) => [row.migration_name, row]));
      const pending: LocalMigration[] = [];
      for (const migration of migrations) {
        const applied = appliedByName.get(migration.name);
        if (!applied) {
          pending.push(migration);
        } else if (!scriptMatchesChecksum(migration.script, applied.checksum)) {
          throw new Error(
            `Migration ${migration.name} was modified after it was applied: the checksum of its migration.sql ` +
              `(${migration.checksum}) differs from the one recorded in _prisma_migrations (${applied.checksum}). ` +
              `Restore the file, or create a new migration for further changes.`,
          );
        }
      }

      const appliedNow: string[] = [];
      for (const migration of pending) {
        await applyOne(client, migration);
        appliedNow.push(migration.name);
        log(`Applied migration ${migration.name}`);
      }
      return appliedNow;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function acquireLock(client: Client, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      PRISMA_MIGRATE_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for the migration lock (pg_advisory_lock(${PRISMA_MIGRATE_LOCK_KEY})); ` +
          `another process is applying migrations.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True when the script itself opens or ends transactions, so it cannot run inside ours. */
function managesOwnTransaction(script: string): boolean {
  const withoutComments = script.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
  return /(^|;)\s*(BEGIN|COMMIT|ROLLBACK|START\s+TRANSACTION)\s*(;|$)/im.test(withoutComments);
}

const INSERT_APPLIED = `INSERT INTO "_prisma_migrations"
  (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
  VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, $4, 1)`;

async function applyOne(client: Client, migration: LocalMigration): Promise<void> {
  const startedAt = new Date();
  if (!managesOwnTransaction(migration.script)) {
    await client.query("BEGIN");
    try {
      await client.query(migration.script);
      await client.query(INSERT_APPLIED, [randomUUID(), migration.checksum, migration.name, startedAt]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw migrationError(migration.name, error, "Nothing of it was applied.");
    }
    return;
  }

  const id = randomUUID();
  await client.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
     VALUES ($1, $2, $3, $4, 0)`,
    [id, migration.checksum, migration.name, startedAt],
  );
  try {
    await client.query(migration.script);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    await client.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, message]).catch(() => {});
    throw migrationError(
      migration.name,
      error,
      "It manages its own transactions, so part of it may have been applied; it is recorded as failed.",
    );
  }
  await client.query(
    `UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`,
    [id],
  );
}

function migrationError(name: string, cause: unknown, detail: string): Error {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new Error(`Migration ${name} failed: ${message}. ${detail}`, { cause });
}
