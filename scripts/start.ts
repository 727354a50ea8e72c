/**
 * `npm start` (and `npm run dev` with --dev): the whole product on one machine with no accounts or keys.
 * 1. PostgreSQL: DATABASE_URL if set, else the embedded server with its data under .data/postgres.
 * 2. Migrations and reference content (idempotent).
 * 3. `next build` when the sources changed since the last build (production mode only).
 * 4. Our server (scripts/serve.ts: Next.js plus the client's real address) on PORT (default 3000), production
 *    build or `--dev` hot reload; links are built on APP_URL, by default http://localhost:<PORT>. Ctrl-C stops
 *    the app and then the database.
 * 5. Payment reminders every 15 minutes (the job a serverless host's cron runs; see vercel.json), through the
 *    same secret-protected route, with a CRON_SECRET generated once into .data/cron-secret when unset.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres, isPortFree, type RunningPostgres } from "./lib/embedded-postgres";
import { DATA_DIR, ensureLocalAuthSecret, ensureLocalVapidKeys, loadDotEnv } from "./lib/local-env";
import { prepareDatabase } from "./lib/prepare-database";
import { buildIfNeeded, serveArgs, workerBuildArgs } from "./lib/next-build";

const isDev = process.argv.includes("--dev");
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const REMINDERS_EVERY_MS = 15 * 60 * 1000;
/** The first run waits this long after the app answers, so it never competes with the first page loads. */
const FIRST_REMINDERS_AFTER_MS = 10_000;

async function main() {
  loadDotEnv();
  ensureLocalAuthSecret();
  ensureLocalCronSecret();
  ensureLocalVapidKeys();
  const port = Number(process.env.PORT ?? 3000);
  if (!(await isPortFree(port))) throw new Error(`Port ${port} is in use. Stop the other server or set PORT.`);

  let postgres: RunningPostgres | undefined;
  if (!process.env.DATABASE_URL) {
    if (!(await isPortFree(EMBEDDED_PORT))) {
      throw new Error(
        `Port ${EMBEDDED_PORT} (embedded PostgreSQL) is in use. Is another \`npm start\` running? Set EMBEDDED_PG_PORT to use another.`,
      );
    }
    log(`Starting embedded PostgreSQL (data in ${path.relative(process.cwd(), DATA_DIR)}/postgres)...`);
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(DATA_DIR, "postgres"),
      port: EMBEDDED_PORT,
      persistent: true,
    });
    await postgres.ensureDatabase("debtwise");
    process.env.DATABASE_URL = postgres.urlFor("debtwise");
  }

  const app: { child?: ChildProcess; stopReminders?: () => void } = {};
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log("Stopping...");
    app.stopReminders?.();
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
    // Settings > Reminders registers /sw.js for push in development too: the worker is built without precaching
    // (docs/product-rules.md "Offline and install"; the signed-in pages register it in production builds only).
    else if (
      spawnSync(process.execPath, workerBuildArgs(), {
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "development" },
      }).status !== 0
    )
      throw new Error("the service worker's build failed");
  } catch (error) {
    console.error(error);
    return shutdown(1);
  }

  const child = spawn(process.execPath, serveArgs({ dev: isDev }), {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      // Mailed links name the address this prints, never a host taken from a request (lib/request.ts appOrigin).
      APP_URL: process.env.APP_URL || `http://localhost:${port}`,
      AUTH_TRUST_HOST: "true",
      // Keyless local runs deliver mail and texts into the outbox; its page (/dev/outbox) is how you read them.
      OUTBOX_PAGE: process.env.OUTBOX_PAGE || "1",
      // Where POST /api/dev/clock keeps the clock's offset, so a moved clock survives a restart (lib/dev-clock).
      DEV_CLOCK_FILE: process.env.DEV_CLOCK_FILE || path.join(DATA_DIR, "dev-clock.json"),
      NODE_ENV: isDev ? "development" : "production",
    },
  });
  app.child = child;
  child.once("exit", (code) => void shutdown(code ?? 0));
  log(`DebtWise is running at http://localhost:${port}  (Ctrl-C to stop)`);
  if (!process.env.RESEND_API_KEY && !process.env.TWILIO_AUTH_TOKEN) {
    log(`No mail or SMS keys: everything sent lands in the local outbox, http://localhost:${port}/dev/outbox`);
  }
  app.stopReminders = scheduleReminders(port);
}

/** A stable CRON_SECRET under .data/ (like AUTH_SECRET), so the reminders route can be called by hand too. */
function ensureLocalCronSecret(): void {
  if (process.env.CRON_SECRET) return;
  const file = path.join(DATA_DIR, "cron-secret");
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.CRON_SECRET = readFileSync(file, "utf8").trim();
}

/**
 * Calls /api/cron/reminders every 15 minutes while the app runs: first once the app answers its health check,
 * then on an interval. A failed run is logged and retried next time; it never stops the app. Answers the stop.
 */
function scheduleReminders(port: number): () => void {
  const base = `http://127.0.0.1:${port}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const runOnce = async () => {
    try {
      const res = await fetch(`${base}/api/cron/reminders`, {
        method: "POST",
        headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
        signal: AbortSignal.timeout(5 * 60 * 1000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
      const counts = (await res.json()) as { sent: number; skipped: number; failed: number; considered: number };
      if (counts.sent > 0 || counts.failed > 0) {
        log(`Reminders: ${counts.sent} sent, ${counts.failed} failed (see /dev/outbox when no mail/SMS keys are set).`);
      }
    } catch (error) {
      log(`Reminders run failed (retrying in 15 minutes): ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const waitUntilReady = async () => {
    for (let attempt = 0; attempt < 120 && !stopped; attempt++) {
      const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return false;
  };

  void waitUntilReady().then((ready) => {
    if (stopped) return;
    if (ready) timer = setTimeout(() => void runOnce(), FIRST_REMINDERS_AFTER_MS);
    else log("Reminders: the app did not answer its health check; the first run waits for the 15-minute schedule.");
    interval = setInterval(() => void runOnce(), REMINDERS_EVERY_MS);
  });

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(interval);
  };
}

function log(message: string) {
  console.log(`[debtwise] ${message}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
