import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

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

/** The directory a production build is in: next.config.ts builds into NEXT_DIST_DIR when it is set, else .next. */
export function buildDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}

export function nextBin(): string {
  return createRequire(import.meta.url).resolve("next/dist/bin/next");
}

/**
 * Node's arguments that build the service worker (app/sw.ts -> public/sw.js, serwist.config.mjs) from the build just
 * made: the last of the production build's steps, and what `npm run dev` builds alone.
 */
export function workerBuildArgs(): string[] {
  return [
    path.join(path.dirname(createRequire(import.meta.url).resolve("@serwist/cli/package.json")), "cli.js"),
    "build",
    "serwist.config.mjs",
  ];
}

/**
 * The production build, step by step: `next build`, then, from what it built, V8's compile hints
 * (scripts/lib/compile-hints.ts) and the service worker. `npm run build` (scripts/build.ts), `npm start` and `npm test`
 * all make it from this list. Each step is Node's arguments: spawn(process.execPath, step.args).
 */
export function productionBuildSteps(): { label: string; args: string[] }[] {
  return [
    { label: "build", args: [nextBin(), "build"] },
    { label: "compile hints", args: ["--import", "tsx", path.resolve("scripts", "compile-hints.ts")] },
    { label: "service worker build", args: workerBuildArgs() },
  ];
}

/** Runs every production build step in this process's terminal, in production mode; throws at the first failure. */
export function runProductionBuild(): void {
  for (const { label, args } of productionBuildSteps()) {
    const result = spawnSync(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`the production build's step "${label}" failed`);
  }
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
  // In the build's own directory, so a stamp always describes the build beside it.
  const stamp = path.join(buildDir(), "debtwise-build.json");
  const fresh =
    existsSync(path.join(buildDir(), "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === key;
  if (fresh) {
    log("Production build is up to date.");
    return;
  }
  log("Building the app (first run or sources changed; this takes a minute)...");
  runProductionBuild();
  writeFileSync(stamp, key);
}
