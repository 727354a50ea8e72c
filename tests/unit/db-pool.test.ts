// lib/db.ts's pool suits suspended serverless instances (README "Deploying"): a short idle timeout, and the pool
// attached to @vercel/functions so an instance is not suspended with idle connections open. Creating a pool opens
// no connection, so no database is needed here.

const mockAttachDatabasePool = jest.fn();
jest.mock("@vercel/functions", () => ({ attachDatabasePool: (pool: unknown) => mockAttachDatabasePool(pool) }));

process.env.DATABASE_URL = "postgresql://app:secret@127.0.0.1:1/debtwise";
process.env.DATABASE_POOL_MAX = "3";

import { getPool, POOL_IDLE_TIMEOUT_MS } from "@/lib/db";

describe("the database pool", () => {
  it("closes idle connections after a few seconds and keeps its size and connect timeout", () => {
    const pool = getPool();
    expect(POOL_IDLE_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
    expect(pool.options.idleTimeoutMillis).toBe(POOL_IDLE_TIMEOUT_MS);
    expect(pool.options.max).toBe(3);
    expect(pool.options.connectionTimeoutMillis).toBe(5_000);
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
