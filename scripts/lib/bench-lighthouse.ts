import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Lighthouse for `npm run bench`: 12.8.2 through npx (not a dependency: 13.x needs Node 22, and as a
// devDependency it breaks `npm ci`), its default mobile form factor and throttling, headless Chromium.

export const LIGHTHOUSE_VERSION = "12.8.2";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;
/**
 * One run: the category scores, Total Blocking Time (ms), Cumulative Layout Shift, and Lighthouse's CPU benchmark
 * index of the machine at that moment (higher is faster; a quiet 2-core machine here scores about 1,500-2,700).
 */
export type LighthouseRun = Scores & { tbtMs: number; cls: number; benchmarkIndex: number };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

/**
 * Scores 0-100 per category; `cookie` signs the run in (sent with every request of the page). Retried once: on a
 * busy machine Chromium occasionally fails to record the page load's trace (NO_NAVSTART).
 */
export function runLighthouse(url: string, options: { cookie?: string; outDir: string; name: string }): LighthouseRun {
  try {
    return runLighthouseOnce(url, options);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}; retrying once`);
    return runLighthouseOnce(url, options);
  }
}

function runLighthouseOnce(url: string, options: { cookie?: string; outDir: string; name: string }): LighthouseRun {
  mkdirSync(options.outDir, { recursive: true });
  const output = path.join(options.outDir, `${options.name}.json`);
  const args = [
    "--yes",
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    "--output=json",
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--quiet",
  ];
  if (options.cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`);
  const result = spawnSync("npx", args, {
    stdio: ["ignore", "ignore", "inherit"],
    // npm's own warnings (about this machine's npm config) would otherwise repeat around every run's output.
    env: { ...process.env, npm_config_loglevel: "error", CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  });
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed (exit ${result.status})`);
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: Record<Category, { score: number | null }>;
    audits: Record<"total-blocking-time" | "cumulative-layout-shift", { numericValue?: number }>;
    runtimeError?: { message: string };
    environment?: { benchmarkIndex?: number };
  };
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Scores;
  return {
    ...scores,
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue ?? 0),
    cls: report.audits["cumulative-layout-shift"].numericValue ?? 0,
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

export const LIGHTHOUSE_CATEGORIES = CATEGORIES;
