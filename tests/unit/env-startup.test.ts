import { startupEnv } from "@/lib/env";

// The configuration check instrumentation.ts runs when a server starts (README "Deploying").

const PRODUCTION = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://app:secret@db.example.com:5432/debtwise",
  AUTH_SECRET: "a-long-random-secret-a-long-random-secret",
  APP_URL: "https://app.example.com",
};

describe("startupEnv", () => {
  it("passes a complete production configuration and returns it parsed", () => {
    const config = startupEnv(PRODUCTION);
    expect(config?.AUTH_SECRET).toBe(PRODUCTION.AUTH_SECRET);
    expect(config?.DATABASE_POOL_MAX).toBe(10);
    expect(config?.SENTRY_DSN).toBeUndefined();
  });

  it("fails a production start without AUTH_SECRET with a message naming it", () => {
    const { AUTH_SECRET: _omitted, ...withoutSecret } = PRODUCTION;
    expect(() => startupEnv(withoutSecret)).toThrow(/cannot start[\s\S]*AUTH_SECRET is not set/);
    expect(() => startupEnv({ ...PRODUCTION, AUTH_SECRET: "   " })).toThrow("AUTH_SECRET is not set");
  });

  it("names every missing value and every refused one in one message", () => {
    let message = "";
    try {
      startupEnv({ NODE_ENV: "production", DATABASE_POOL_MAX: "lots", SENTRY_DSN: "not a url" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const part of ["DATABASE_URL is not set", "AUTH_SECRET is not set", "APP_URL is not set"])
      expect(message).toContain(part);
    expect(message).toMatch(/DATABASE_POOL_MAX: /);
    expect(message).toMatch(/SENTRY_DSN: /);
    expect(message).toContain('README "Deploying"');
  });

  it("does not ask for runtime secrets while `next build` runs, nor on local runs", () => {
    expect(startupEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).toBeDefined();
    expect(startupEnv({ NODE_ENV: "development" })).toBeDefined();
    expect(startupEnv({ NODE_ENV: "test", DATABASE_POOL_MAX: "lots" })).toBeUndefined();
  });

  it("reads SENTRY_DSN", () => {
    const dsn = "https://public@o123.ingest.sentry.io/456";
    expect(startupEnv({ ...PRODUCTION, SENTRY_DSN: dsn })?.SENTRY_DSN).toBe(dsn);
  });
});
