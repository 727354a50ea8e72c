import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env, requireEnv } from "@/lib/env";

// One Prisma client per server process, through the pg driver adapter (no native query engine). Cached on
// globalThis so hot reload in development does not open a new pool on every edit.
//
// On a serverless host DATABASE_URL is the pooled connection string (README "Deploying"); PgBouncer in transaction
// mode works because pg and @prisma/adapter-pg send unnamed statements (no `statementNameGenerator` is set here:
// named prepared statements would need the pooler's own support; tests/integration/pgbouncer.test.ts).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: Pool };

/**
 * How long an idle connection stays open. On Vercel (VERCEL set) it is short, because a suspended instance cannot
 * close it itself: the database or its pooler drops it meanwhile, and the resumed instance would try the dead socket
 * first. A long-running server (`npm start`, self-hosting) is never suspended and keeps pg's default, so it does not
 * reconnect more often than before.
 */
export const POOL_IDLE_TIMEOUT_MS = { serverless: 5_000, longRunning: 10_000 } as const;

function createPool(): Pool {
  const pool = new Pool({
    connectionString: requireEnv("DATABASE_URL"),
    max: env().DATABASE_POOL_MAX,
    // A serverless instance that lost its database should fail fast and answer 503, not hang.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: env().VERCEL ? POOL_IDLE_TIMEOUT_MS.serverless : POOL_IDLE_TIMEOUT_MS.longRunning,
  });
  // On Vercel this keeps a function instance alive until its idle connections have closed, before it is suspended;
  // anywhere else it does nothing.
  attachDatabasePool(pool);
  // An idle connection the database dropped (restart, failover) is an "error" event on the pool; unhandled, it
  // would end the process. pg discards that connection itself, and the next query opens a new one.
  pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
  return pool;
}

/**
 * The pool under Prisma, for the one statement that runs on every signed-in request (lib/auth/session.ts): as a
 * plain parameterised query it skips the ORM's per-query work. Everything else goes through `db`.
 */
export function getPool(): Pool {
  // A pool ended by db.$disconnect() (which ends it too, below) cannot be reused; a later caller gets a new one.
  if (!globalForPrisma.pool || globalForPrisma.pool.ended) globalForPrisma.pool = createPool();
  return globalForPrisma.pool;
}

export function getDb(): PrismaClient {
  globalForPrisma.prisma ??= new PrismaClient({ adapter: new PrismaPg(getPool(), { disposeExternalPool: true }) });
  return globalForPrisma.prisma;
}

/** Lazily created so importing a module that uses the database never connects during `next build`. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
