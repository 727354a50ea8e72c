import { directDatabaseUrl, looksPooled, migrationUrl } from "@/scripts/lib/migration-url";

// Migrations and the seed go to the direct server, never through a transaction pooler (README "Deploying";
// the real PgBouncer run is tests/integration/pgbouncer.test.ts).

const LOCAL = "postgresql://postgres:postgres@127.0.0.1:54329/debtwise";
const NEON_POOLED = "postgresql://app:secret@ep-cool-leaf-a1b2c3-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require";
const NEON_DIRECT = "postgresql://app:secret@ep-cool-leaf-a1b2c3.us-east-2.aws.neon.tech/neondb?sslmode=require";
const SUPABASE_POOLED = "postgresql://postgres.abc:secret@aws-0-us-east-1.pooler.supabase.com:6543/postgres";
const SUPABASE_DIRECT = "postgresql://postgres:secret@db.abc.supabase.co:5432/postgres";

describe("looksPooled", () => {
  it.each([
    ["PgBouncer's port 6432", "postgresql://app:secret@db.internal:6432/debtwise"],
    ["a Neon pooled host", NEON_POOLED],
    ["Supabase's pooler", SUPABASE_POOLED],
    [
      "Supabase's pooler in session mode",
      "postgres://postgres.abc:secret@aws-0-eu-west-2.pooler.supabase.com:5432/postgres",
    ],
    ["pgbouncer=true in the query", "postgresql://app:secret@db.example.com:5432/debtwise?pgbouncer=true"],
    [
      "pgbouncer=TRUE among other parameters",
      "postgresql://app@db.example.com/debtwise?sslmode=require&pgbouncer=TRUE",
    ],
  ])("recognises %s", (_what, url) => {
    expect(looksPooled(url)).toBe(true);
  });

  it.each([
    ["the embedded server", LOCAL],
    ["a Neon direct host", NEON_DIRECT],
    ["Supabase's direct connection", SUPABASE_DIRECT],
    ["the default port", "postgres://app:secret@db.example.com/debtwise"],
    ["pgbouncer=false", "postgresql://app@db.example.com:5432/debtwise?pgbouncer=false"],
    ["a port that only contains 6432", "postgresql://app@db.example.com:16432/debtwise"],
    ["a database named like a pooler", "postgresql://app@db.example.com:5432/my-pooler"],
    ["text that is not a URL", "not a url"],
  ])("does not flag %s", (_what, url) => {
    expect(looksPooled(url)).toBe(false);
  });
});

describe("migrationUrl", () => {
  it("prefers DIRECT_URL, then DATABASE_URL_UNPOOLED (Neon's name), then DATABASE_URL", () => {
    expect(migrationUrl({ DATABASE_URL: NEON_POOLED, DATABASE_URL_UNPOOLED: NEON_DIRECT, DIRECT_URL: LOCAL })).toBe(
      LOCAL,
    );
    expect(migrationUrl({ DATABASE_URL: NEON_POOLED, DATABASE_URL_UNPOOLED: NEON_DIRECT })).toBe(NEON_DIRECT);
    expect(migrationUrl({ DATABASE_URL: LOCAL })).toBe(LOCAL);
  });

  it("treats blank variables as unset", () => {
    expect(migrationUrl({ DATABASE_URL: LOCAL, DIRECT_URL: "  ", DATABASE_URL_UNPOOLED: "" })).toBe(LOCAL);
  });

  it("uses a set direct URL even when DATABASE_URL is pooled or missing", () => {
    expect(migrationUrl({ DATABASE_URL: SUPABASE_POOLED, DIRECT_URL: SUPABASE_DIRECT })).toBe(SUPABASE_DIRECT);
    expect(migrationUrl({ DIRECT_URL: SUPABASE_DIRECT })).toBe(SUPABASE_DIRECT);
  });

  it.each([NEON_POOLED, SUPABASE_POOLED, "postgresql://app:secret@db.internal:6432/debtwise"])(
    "refuses a pooled DATABASE_URL without a direct URL, naming DIRECT_URL and hiding the password (%s)",
    (url) => {
      expect(() => migrationUrl({ DATABASE_URL: url, DIRECT_URL: "" })).toThrow(/DIRECT_URL/);
      expect(() => migrationUrl({ DATABASE_URL: url })).toThrow(/Refusing to migrate through a connection pooler/);
      expect(() => migrationUrl({ DATABASE_URL: url })).not.toThrow(/secret/);
    },
  );

  it("says which variables it reads when none is set", () => {
    expect(() => migrationUrl({})).toThrow("DATABASE_URL is not set");
  });
});

describe("directDatabaseUrl (prisma.config.ts)", () => {
  it("picks the same URL in the same order, and never throws", () => {
    expect(directDatabaseUrl({ DATABASE_URL: NEON_POOLED, DATABASE_URL_UNPOOLED: NEON_DIRECT })).toBe(NEON_DIRECT);
    expect(directDatabaseUrl({ DATABASE_URL: NEON_POOLED, DIRECT_URL: LOCAL })).toBe(LOCAL);
    expect(directDatabaseUrl({ DATABASE_URL: NEON_POOLED })).toBe(NEON_POOLED);
    expect(directDatabaseUrl({})).toBeUndefined();
  });
});
