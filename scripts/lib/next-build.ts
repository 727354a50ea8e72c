import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { addCompileHints } from "./compile-hints";

// "Build if needed": a production build is reused until a source file, the dependencies or a public build
// setting changes.

/** What a production build is made from: a change to any of these means a new build (the bench's too). */
export const BUILD_SOURCES = [
  "app",
  "components",
  "lib",
  "public/icons",
  "proxy.ts",
  "serwist.config.mjs",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tailwind.config.ts",
  "tsconfig.json",
];
const STAMP = path.join(".next", "debtwise-build.json");

/** The directory a production build is in: next.config.ts builds into NEXT_DIST_DIR when it is set, else .next. */
export function buildDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}

export function nextBin(): string {
  return createRequire(import.meta.url).resolve("next/dist/bin/next");
}

/**
 * Node's arguments that build the service worker (app/sw.ts -> public/sw.js) from the build just made: the second
 * half of `npm run build` (serwist.config.mjs), run after every `next build` that is served.
 */
export function workerBuildArgs(): string[] {
  return [
    path.join(path.dirname(createRequire(import.meta.url).resolve("@serwist/cli/package.json")), "cli.js"),
    "build",
    "serwist.config.mjs",
  ];
}

/**
 * Node's arguments that run our server (scripts/serve.ts, through tsx) in place of `next start` / `next dev`:
 * spawn(process.execPath, serveArgs()). Configured by PORT, HOSTNAME and the app's environment.
 */
export function serveArgs(options: { dev?: boolean } = {}): string[] {
  return ["--import", "tsx", path.resolve("scripts", "serve.ts"), ...(options.dev ? ["--dev"] : [])];
}

export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildKey(): string {
  const publicVars = Object.keys(process.env)
    .filter((k) => k.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((k) => `${k}=${process.env[k]}`);
  return JSON.stringify({ sources: Math.max(...BUILD_SOURCES.map(newestMtime)), publicVars });
}

export async function buildIfNeeded(log: (m: string) => void): Promise<void> {
  const key = buildKey();
  const fresh = existsSync(path.join(".next", "BUILD_ID")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === key;
  if (fresh) {
    log("Production build is up to date.");
    return;
  }
  log("Building the app (first run or sources changed; this takes a minute)...");
  const result = spawnSync(process.execPath, [nextBin(), "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  addCompileHints(".next");
  const worker = spawnSync(process.execPath, workerBuildArgs(), {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (worker.status !== 0) throw new Error("the service worker's build failed");
  writeFileSync(STAMP, key);
}
