/**
 * Which database URL migrations and the seed use (README "Deploying"). On a serverless host DATABASE_URL is the
 * pooled connection string the app's many short-lived instances share, but the migration runner takes a
 * session-level advisory lock (scripts/lib/migrate.ts, the same lock `prisma migrate deploy` takes): behind a pooler
 * in transaction mode the session that holds it is not ours, so the lock can outlive the deploy and the next
 * deploy waits for it and fails. Migrations therefore go to the direct (unpooled) server.
 */

type EnvSource = Readonly<Record<string, string | undefined>>;

/** In the order they are tried: DATABASE_URL_UNPOOLED is the name Neon's Vercel integration sets. */
export const DIRECT_URL_VARIABLES = ["DIRECT_URL", "DATABASE_URL_UNPOOLED"] as const;

const POOLER_PORT = "6432";

/**
 * True when `url` looks like a connection pooler rather than the database server: PgBouncer's usual port 6432, a
 * Neon pooled host (`ep-...-pooler.<region>.aws.neon.tech`), Supabase's pooler (`...pooler.supabase.com`), or the
 * `pgbouncer=true` flag Prisma's docs have people add to pooled URLs.
 */
export function looksPooled(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return (
    parsed.port === POOLER_PORT ||
    host.includes("-pooler") ||
    host.endsWith("pooler.supabase.com") ||
    parsed.searchParams.get("pgbouncer")?.toLowerCase() === "true"
  );
}

function value(env: EnvSource, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/**
 * The direct URL when one is set (DIRECT_URL, else DATABASE_URL_UNPOOLED), else DATABASE_URL (local and embedded
 * databases have no pooler). Never throws: prisma.config.ts reads it while `prisma generate` runs on every install.
 */
export function directDatabaseUrl(env: EnvSource): string | undefined {
  for (const name of DIRECT_URL_VARIABLES) {
    const url = value(env, name);
    if (url) return url;
  }
  return value(env, "DATABASE_URL");
}

/** host:port of a URL, for messages (the URL itself carries the password). */
function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return "an unparsable URL";
  }
}

/**
 * The URL `tsx scripts/db.ts migrate` and `seed` connect to. Throws a message naming DIRECT_URL when only a pooled
 * DATABASE_URL is set, so a deploy stops at once instead of hanging on the migration lock.
 */
export function migrationUrl(env: EnvSource): string {
  const direct = DIRECT_URL_VARIABLES.map((name) => value(env, name)).find(Boolean);
  if (direct) return direct;
  const url = value(env, "DATABASE_URL");
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set (migrations use DIRECT_URL, else DATABASE_URL_UNPOOLED, else DATABASE_URL).",
    );
  }
  if (looksPooled(url)) {
    throw new Error(
      `Refusing to migrate through a connection pooler: DATABASE_URL (${hostOf(url)}) looks pooled and DIRECT_URL is ` +
        "not set. Migrations hold a session-level lock that a pooler in transaction mode keeps after the deploy, so " +
        "the next one would wait and fail. Set DIRECT_URL to the database's direct (unpooled) connection string " +
        "(Neon: the host without -pooler; Supabase: the direct connection on port 5432) and deploy again.",
    );
  }
  return url;
}
