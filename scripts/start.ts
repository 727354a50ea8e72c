/**
 * `npm start` (and `npm run dev` with --dev): the whole product on one machine with no accounts or keys.
 * 1. PostgreSQL: DATABASE_URL if set, else the embedded server with its data under .data/postgres.
 * 2. Migrations and reference content (idempotent).
 * 3. `next build` when the sources changed since the last build (production mode only).
 * 4. `next start` (or `next dev`) on PORT (default 3000). Ctrl-C stops the app and then the database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { startEmbeddedPostgres, isPortFree, type RunningPostgres } from "./lib/embedded-postgres";
import { DATA_DIR, ensureLocalAuthSecret, loadDotEnv } from "./lib/local-env";
import { prepareDatabase } from "./lib/prepare-database";
import { buildIfNeeded, nextBin } from "./lib/next-build";

const isDev = process.argv.includes("--dev");
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);

async function main() {
  loadDotEnv();
  ensureLocalAuthSecret();
  const port = Number(process.env.PORT ?? 3000);
  if (!(await isPortFree(port))) throw new Error(`Port ${port} is in use. Stop the other server or set PORT.`);

  let postgres: RunningPostgres | undefined;
  if (!process.env.DATABASE_URL) {
    if (!(await isPortFree(EMBEDDED_PORT))) {
      throw new Error(`Port ${EMBEDDED_PORT} (embedded PostgreSQL) is in use. Is another \`npm start\` running? Set EMBEDDED_PG_PORT to use another.`);
    }
    log(`Starting embedded PostgreSQL (data in ${path.relative(process.cwd(), DATA_DIR)}/postgres)...`);
    postgres = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "postgres"), port: EMBEDDED_PORT, persistent: true });
    await postgres.ensureDatabase("debtwise");
    process.env.DATABASE_URL = postgres.urlFor("debtwise");
  }

  const app: { child?: ChildProcess } = {};
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log("Stopping...");
    const { child } = app;
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    if (postgres) await postgres.stop().catch(() => {});
    log("Stopped.");
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  try {
    log("Applying database migrations and reference content...");
    await prepareDatabase(process.env.DATABASE_URL!);
    if (!isDev) await buildIfNeeded(log);
  } catch (error) {
    console.error(error);
    return shutdown(1);
  }

  const child = spawn(process.execPath, [nextBin(), isDev ? "dev" : "start", "-p", String(port), "-H", "0.0.0.0"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, AUTH_TRUST_HOST: "true", NODE_ENV: isDev ? "development" : "production" },
  });
  app.child = child;
  child.once("exit", (code) => void shutdown(code ?? 0));
  log(`DebtWise is running at http://localhost:${port}  (Ctrl-C to stop)`);
}

function log(message: string) {
  console.log(`[debtwise] ${message}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
