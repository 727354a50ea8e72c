import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env, requireEnv } from "@/lib/env";

// One Prisma client per server process, through the pg driver adapter (no native query engine). Cached on
// globalThis so hot reload in development does not open a new pool on every edit.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: requireEnv("DATABASE_URL"),
    max: env().DATABASE_POOL_MAX,
    // A serverless instance that lost its database should fail fast and answer 503, not hang.
    connectionTimeoutMillis: 5_000,
  });
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
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
