import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { Client } from "pg";
import { POOL_MAX, freePortIn, type BenchApp } from "./bench-app";

// Load tests for `npm run bench`: autocannon against the app and against a bare node:http server doing the same
// work (scripts/lib/bench-bare-server.ts), one after the other in the same run, so the ratio compares like with
// like on the same machine at the same moment.

export interface LoadResult {
  rps: number;
  /** Mean latency: with few connections, the time a request takes rather than the queue it waits in. */
  meanMs: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, plus socket errors and timeouts: any of these makes the numbers meaningless. */
  failures: number;
}

export interface LoadTarget {
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Signed in: each connection gets its own user's cookie, round-robin. */
  signedIn: boolean;
}

export async function runLoad(
  baseUrl: string,
  target: LoadTarget,
  options: { connections: number; durationSeconds: number; cookies: string[] },
): Promise<LoadResult> {
  let nextUser = 0;
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: target.body ? { "content-type": "application/json" } : {},
    body: target.body,
    setupClient: (client) => {
      if (!target.signedIn) return;
      const cookie = options.cookies[nextUser++ % options.cookies.length]!;
      client.setHeaders({ cookie, ...(target.body ? { "content-type": "application/json" } : {}) });
    },
  });
  return {
    rps: result.requests.average,
    meanMs: result.latency.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface BareServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the bare server as its own process; it serves `landingHtml` at "/" from memory. */
export async function startBareServer(app: BenchApp, landingHtml: string, tmpDir: string): Promise<BareServer> {
  const landingFile = path.join(tmpDir, "landing.html");
  writeFileSync(landingFile, landingHtml);
  const port = await freePortIn(4100, 4199);
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "bench-bare-server.ts")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: app.databaseUrl,
        AUTH_SECRET: app.authSecret,
        POOL_MAX: String(POOL_MAX),
        LANDING_HTML_FILE: landingFile,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.removeAllListeners("exit");
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/**
 * The AI strategy limit (30 per user per hour) is a product rule, not a cost: under load every user would hit
 * it within seconds and the bench would measure 429s. Rather than add a bench switch to product code, the bench
 * clears those counters from the outside once a second while a load runs; every request still pays for the
 * limiter's upsert, in the app and the bare server alike.
 */
export async function whileClearingAiLimits<T>(databaseUrl: string, run: () => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let clearing = Promise.resolve();
  const timer = setInterval(() => {
    clearing = clearing.then(() => db.query(`DELETE FROM "RateLimit" WHERE key LIKE 'ai:strategy:%'`)).then(() => {});
  }, 1000);
  try {
    return await run();
  } finally {
    clearInterval(timer);
    await clearing.catch(() => {});
    await db.end();
  }
}
