// lib/db.ts's pool suits suspended serverless instances (README "Deploying"): a short idle timeout, and the pool
// attached to @vercel/functions so an instance is not suspended with idle connections open. A long-running server
// keeps its connections (ARCHITECTURE.md "Deploying"). Creating a pool opens no connection, so no database is needed
// here.

const mockAttachDatabasePool = jest.fn();
jest.mock("@vercel/functions", () => ({ attachDatabasePool: (pool: unknown) => mockAttachDatabasePool(pool) }));

process.env.DATABASE_URL = "postgresql://app:secret@127.0.0.1:1/debtwise";
process.env.DATABASE_POOL_MAX = "3";

import { getPool, POOL_IDLE_TIMEOUT_MS } from "@/lib/db";

describe("the database pool", () => {
  it("keeps idle connections for minutes on a long-running server, without keeping a finished script alive", () => {
    const pool = getPool();
    expect(POOL_IDLE_TIMEOUT_MS.longRunning).toBe(300_000);
    expect(pool.options.idleTimeoutMillis).toBe(POOL_IDLE_TIMEOUT_MS.longRunning);
    expect(pool.options.allowExitOnIdle).toBe(true);
    expect(pool.options.max).toBe(3);
    expect(pool.options.connectionTimeoutMillis).toBe(5_000);
  });

  it("closes idle connections after 5 s on Vercel", async () => {
    process.env.VERCEL = "1";
    try {
      let isolated: typeof import("@/lib/db") | undefined;
      jest.isolateModules(() => {
        isolated = jest.requireActual<typeof import("@/lib/db")>("@/lib/db");
      });
      // The pool lives on globalThis (one per process): end the one above so this module makes its own.
      await getPool().end();
      const pool = isolated!.getPool();
      expect(POOL_IDLE_TIMEOUT_MS.serverless).toBe(5_000);
      expect(pool.options.idleTimeoutMillis).toBe(POOL_IDLE_TIMEOUT_MS.serverless);
      // There attachDatabasePool holds the instance until they have closed.
      expect(pool.options.allowExitOnIdle).toBe(false);
      await pool.end();
    } finally {
      delete process.env.VERCEL;
      mockAttachDatabasePool.mockClear();
    }
  });

  it("attaches every pool it creates, once", async () => {
    const pool = getPool();
    expect(getPool()).toBe(pool);
    expect(mockAttachDatabasePool.mock.calls).toEqual([[pool]]);

    await pool.end();
    const next = getPool();
    expect(next).not.toBe(pool);
    expect(mockAttachDatabasePool).toHaveBeenLastCalledWith(next);
    expect(mockAttachDatabasePool).toHaveBeenCalledTimes(2);
    await next.end();
  });
});
