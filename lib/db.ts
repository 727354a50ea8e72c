import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env, requireEnv } from "@/lib/env";

// Cached on globalThis so hot reload does not open a new pool on every edit. PgBouncer in transaction mode works
// because pg sends unnamed statements (tests/integration/pgbouncer.test.ts).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: Pool };

// Short on Vercel: a suspended instance cannot close idle connections, and the resumed one would try a dead socket.
// Long on a long-running server: a page that finds no connection open opens all it reads with at once (the
// dashboard up to DATABASE_POOL_MAX), which more than doubled its time to first byte after pg's default of 10 s
// (ARCHITECTURE.md "Deploying").
export const POOL_IDLE_TIMEOUT_MS = { serverless: 5_000, longRunning: 300_000 } as const;

function createPool(): Pool {
  const pool = new Pool({
    connectionString: requireEnv("DATABASE_URL"),
    max: env().DATABASE_POOL_MAX,
    // A serverless instance that lost its database should fail fast and answer 503, not hang.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: env().VERCEL ? POOL_IDLE_TIMEOUT_MS.serverless : POOL_IDLE_TIMEOUT_MS.longRunning,
    // Connections left idle never keep a script or a test run alive once its work is done.
    allowExitOnIdle: !env().VERCEL,
  });
  attachDatabasePool(pool);
  // Unhandled, an idle connection the database dropped would end the process; pg discards it itself.
  pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
  return pool;
}

// For the one query on every signed-in request (lib/auth/session.ts), which skips the ORM's per-query work.
export function getPool(): Pool {
  // db.$disconnect() ends the pool too, and an ended pool cannot be reused.
  if (!globalForPrisma.pool || globalForPrisma.pool.ended) globalForPrisma.pool = createPool();
  return globalForPrisma.pool;
}

export function getDb(): PrismaClient {
  globalForPrisma.prisma ??= new PrismaClient({ adapter: new PrismaPg(getPool(), { disposeExternalPool: true }) });
  return globalForPrisma.prisma;
}

/** Lazy, so importing a module that uses the database never connects during `next build`. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
