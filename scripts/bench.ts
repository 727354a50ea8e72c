/**
 * `npm run bench` (tsx scripts/bench.ts): the payoff engine's micro-benchmarks, then the app's measured speed.
 *
 * Each measurement warms up, calibrates a batch size (a batch runs for at least ~5 ms), then reports the MEDIAN
 * time per call over many batches, plus calls per second. Portfolios are generated from a fixed seed, so runs are
 * comparable. The budget from docs/payoff.md: 20 debts over ~30 years, avalanche + snowball with full schedules, well
 * under 1 ms in Node.
 *
 * The app sections measure the production build (built once into .next-bench/, reused while the sources are
 * unchanged) served by `next start` against a throw-away embedded PostgreSQL, with signed-in users made through
 * the HTTP API (scripts/lib/bench-app.ts):
 * - "api load": autocannon, 32 connections x 10 s, per route, next to a bare node:http server doing the same
 *   PostgreSQL work in the same run (the ceiling; its answers are compared with the app's first, a warning row
 *   when they differ); prints requests/s, p99 and the app/bare ratio, and the floor: a bare Next.js route handler
 *   that does no work (scripts/lib/bench-bare-next.ts), measured after each route, and each route's time per
 *   request split into Next.js's own and ours, with whether ours fits in the bare server's whole request;
 * - "growth": how a request's cost grows with the data: GET /api/debts and GET /api/plan/this-month for users with
 *   1, 20 and 200 debts and 0, 1,000 and 10,000 payments (scripts/lib/bench-growth.ts), 4 connections each, the
 *   app's mean latency and CPU per request (server + PostgreSQL, scripts/lib/proc-cpu.ts: steadier than latency
 *   on a busy machine) next to the bare server's (whose answers are compared with the app's for every user);
 * - "js size": gzipped JavaScript each page makes the browser fetch (every page without an id, signed in and out,
 *   /welcome for a new account, the 404 page), next to a bare Next.js page;
 * - "lighthouse": Lighthouse 12.8.2 (mobile) category scores, TBT and CLS, the median of 5 runs (1 with --quick),
 *   with the bare Next.js page as the floor, measured in the same rounds (each round runs every page once), and
 *   each run's CPU benchmark index; the signed-in pages for a user with 12 months of payments;
 * - "storage": bytes a calculation stores for a Pro user with 5, 20 and 150 debts, and the time to read it back;
 * - "heavy work": the answer sizes of a 200-debt calculation (whole and one debt's schedule), and another user's
 *   GET /api/debts p50/p99 idle and while 8 such calculations run back to back, in alternating windows (target: p99
 *   under 2x idle).
 * Targets (ARCHITECTURE.md "Speed"), as ratios to floors measured in the same run: every page's JavaScript at most
 * 1.4x the bare page's and the landing page's within 1.1x; the landing's, dashboard's and results' Lighthouse
 * performance within 5 points of the bare page's, TBT at most 1.5x its, CLS 0, the other categories 100; our own time per request of GET
 * /api/debts and GET /api/plan/this-month (the route minus the no-op handler) at most the bare server's whole request.
 * The older absolute ones (throughput >= half the bare server's, p99 < 100 ms) are still printed.
 *
 * Add a benchmark by appending an async function to `sections` below; it prints its own table with `printTable`.
 * Flags: --quick (fewer batches, 3 s loads), --only=<section name substring>, --cpu (time batches by this
 * process's CPU time instead of the wall clock: steadier on a busy machine, where other processes steal the
 * cores), --reuse-build (serve the existing .next-bench build even if sources changed since), --js-sources
 * (build with browser source maps and, under "js size", list what weighs most on each page over its limit),
 * --server-profile (the app server writes a V8 CPU profile of its main thread and its engine threads into
 * os.tmpdir()/debtwise-bench-profile when it stops; open it in Chrome DevTools' Performance panel).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  comparePlans,
  computePlan,
  extraPaymentForTargetDate,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type PlanResult,
  type Strategy,
} from "../lib/payoff";
import {
  BENCH_DIST_DIR,
  POOL_MAX,
  registerUser,
  startBenchApp,
  withDatabase,
  type BenchApp,
  type BenchUser,
} from "./lib/bench-app";
import { fetchRetrying, heaviestSources, httpLoader, measureBareNextPage, measurePageJs } from "./lib/bench-js";
import { startBareNext, BARE_NOOP_PATH } from "./lib/bench-bare-next";
import { LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_VERSION, runLighthouse, type LighthouseRun } from "./lib/bench-lighthouse";
import { runLoad, startBareServer, whileClearingAiLimits, type LoadResult, type LoadTarget } from "./lib/bench-load";
import { addPayments, createGrowthUser, settleDatabase } from "./lib/bench-growth";
import { Client } from "pg";
import { treeCpuMs } from "./lib/proc-cpu";

const START: CalendarMonth = { year: 2026, month: 1 };
const SIZES = [1, 5, 20, 50];
const QUICK = process.argv.includes("--quick");
const CPU = process.argv.includes("--cpu");
const JS_SOURCES = process.argv.includes("--js-sources");
// Read by next.config.ts when the bench builds; part of the bench build's key (scripts/lib/bench-app.ts).
if (JS_SOURCES) process.env.NEXT_BROWSER_SOURCE_MAPS = "1";
const ONLY = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .toLowerCase();

// ------------------------------------------------------------------------------------------------ measurement --
interface Measurement {
  /** Median milliseconds per call. */
  medianMs: number;
  /** Fastest batch, milliseconds per call. */
  minMs: number;
  opsPerSec: number;
  batches: number;
  perBatch: number;
}

/** Milliseconds: wall clock, or user + system CPU time of this process with --cpu. */
function now(): number {
  if (!CPU) return performance.now();
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let sink = 0; // keeps results alive so the JIT cannot drop the work

function consume(result: unknown): void {
  if (Array.isArray(result)) {
    sink += result.length;
    return;
  }
  const plan = result as PlanResult | { extraPaymentCents: number } | null;
  if (plan && "feasible" in plan) sink += plan.feasible ? plan.months + (plan.schedule?.length ?? 0) : 1;
  else if (plan && "extraPaymentCents" in plan) sink += plan.extraPaymentCents;
  else sink += 1;
}

function measure(
  fn: () => unknown,
  options: { warmupMs?: number; batchMs?: number; batches?: number } = {},
): Measurement {
  const warmupMs = options.warmupMs ?? (QUICK ? 100 : 300);
  const batchMs = options.batchMs ?? 5;
  const batches = options.batches ?? (QUICK ? 15 : 51);
  // Warm-up (lets the JIT optimize), counting calls to calibrate the batch size.
  let calls = 0;
  const warmStart = now();
  while (now() - warmStart < warmupMs) {
    consume(fn());
    calls++;
  }
  const perCallMs = (now() - warmStart) / calls;
  const perBatch = Math.max(1, Math.ceil(batchMs / perCallMs));
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = now();
    for (let i = 0; i < perBatch; i++) consume(fn());
    samples.push((now() - t0) / perBatch);
  }
  const medianMs = median(samples);
  return { medianMs, minMs: Math.min(...samples), opsPerSec: 1000 / medianMs, batches, perBatch };
}

/** The middle value (the upper one of the two middles for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// ---------------------------------------------------------------------------------------------------- output --
function formatMicros(ms: number): string {
  const us = ms * 1000;
  return us >= 100 ? `${us.toFixed(0)} µs` : `${us.toFixed(1)} µs`;
}

function formatRate(perSec: number): string {
  return Math.round(perSec).toLocaleString("en-US");
}

/** Prints a small aligned table: first column left-aligned, the rest right-aligned. */
function printTable(title: string, header: string[], rows: string[][], note?: string): void {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  if (note) console.log(note);
}

// ---------------------------------------------------------------------------------------------- portfolios --
/** mulberry32: a tiny deterministic PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A "30-year-ish" portfolio: balances $2k..$60k, APRs 2..29.99 %, each minimum amortizing its debt over
 * 25-35 years, no extra payment, so with the rollover the whole plan runs roughly 25-30 years.
 */
function portfolio(n: number, seed = 42): DebtInput[] {
  const random = rng(seed * 1000 + n);
  const debts: DebtInput[] = [];
  for (let i = 0; i < n; i++) {
    const balanceCents = Math.round(200_000 + random() * 5_800_000);
    const bps = Math.round(200 + random() * 2799);
    const r = bps / 120_000;
    const term = 300 + Math.floor(random() * 121);
    const minPaymentCents = Math.ceil((balanceCents * r) / (1 - (1 + r) ** -term)) + 1;
    debts.push({ id: `debt-${i + 1}`, name: `Debt ${i + 1}`, balanceCents, aprPercent: bps / 100, minPaymentCents });
  }
  return debts;
}

/**
 * The same portfolio with real-credit features (docs/payoff.md): every third debt on a promo (0 % or 2.99 %) ending
 * 3-24 months in, half of those deferred-interest store cards, and a lump sum each April (a tax refund) plus a
 * tight December (-$200) for ten years.
 */
function promoPortfolio(n: number): { debts: DebtInput[]; lumpSums: LumpSum[] } {
  const random = rng(7_000 + n);
  const debts = portfolio(n).map((d, i): DebtInput => {
    if (i % 3 !== 0) return d;
    const endsOn = {
      year: START.year + Math.floor((START.month - 1 + 3 + Math.floor(random() * 22)) / 12),
      month: ((START.month - 1 + 3 + i) % 12) + 1,
    };
    return { ...d, promo: { aprPercent: i % 2 === 0 ? 0 : 2.99, endsOn, deferredInterest: i % 6 === 0 } };
  });
  const lumpSums: LumpSum[] = [];
  for (let y = 0; y < 10; y++) {
    lumpSums.push({ amountCents: 250_000, month: { year: START.year + y, month: 4 } });
    lumpSums.push({ amountCents: -20_000, month: { year: START.year + y, month: 12 } });
  }
  return { debts, lumpSums };
}

function months(debts: DebtInput[], strategy: Strategy): string {
  const plan = computePlan({ debts, strategy, startMonth: START });
  return plan.feasible ? String(plan.months) : "never";
}

// ------------------------------------------------------------------------------------------------ app harness --
const CONNECTIONS = 32;
/** Serve the existing .next-bench build even when sources changed since (a shared checkout changes constantly). */
const REUSE_BUILD = process.argv.includes("--reuse-build");
const SERVER_PROFILE = process.argv.includes("--server-profile");
const LOAD_SECONDS = QUICK ? 3 : 10;
/** One user per load connection (no single user's rows see all the traffic), plus users[0] for the page measurements. */
const USERS = CONNECTIONS + 1;

let harness: Promise<BenchApp> | undefined;
const scratch = mkdtempSync(path.join(os.tmpdir(), "debtwise-bench-out-"));
/** Kept after the run (overwritten by the next one): the scores alone do not say what to fix. */
const LIGHTHOUSE_REPORTS = path.join(os.tmpdir(), "debtwise-lighthouse");
/** Lighthouse's own advice for a score that varies run to run: report the median of several runs. */
const LIGHTHOUSE_RUNS = QUICK ? 1 : 5;
/** Lighthouse targets against the bare page of the same run: performance points below it, and TBT as a multiple. */
const LIGHTHOUSE_POINTS = 5;
const LIGHTHOUSE_TBT_RATIO = 1.5;

/** Started by the first app section that needs it, shared by the others, stopped at the end of the run. */
/** The page sections' user (users[0]) is a returning one: a payment to each of its debts every month for a year. */
const BENCH_HISTORY_MONTHS = 12;

function app(): Promise<BenchApp> {
  harness ??= startBenchApp({ users: USERS, reuseBuild: REUSE_BUILD, profile: SERVER_PROFILE, log }).then(
    async (bench) => {
      await addPayments(bench.databaseUrl, bench.users[0]!, 5 * BENCH_HISTORY_MONTHS, 365);
      return bench;
    },
  );
  return harness;
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

async function fetchHtml(baseUrl: string, pathname: string, cookie?: string): Promise<string> {
  const res = await fetchRetrying(`${baseUrl}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (res.status !== 200) throw new Error(`GET ${pathname}: HTTP ${res.status}`);
  return res.text();
}

/**
 * The signed-in pages the "js size" section weighs besides the dashboard: every app/(app) page that needs no id
 * and renders for a user who already has a name, debts and a strategy (/welcome redirects such a user onwards;
 * /dashboard is the page "/" serves to them).
 */
const SIGNED_IN_PAGES = [
  "/results",
  "/calculator",
  "/payments",
  "/goals",
  "/education",
  "/gamification",
  "/challenges",
  "/negotiations",
  "/negotiate",
  "/shared-plans",
  "/referrals",
  "/voice",
  "/subscribe",
  "/success",
  "/cancel",
  "/settings/account",
  "/settings/billing",
  "/settings/connected",
  "/settings/reminders",
  "/settings/security",
  "/settings/support",
  "/imports",
];
/** The pages a visitor sees signed out, the error pages among them, weighed like the signed-in ones. */
const SIGNED_OUT_PAGES = [
  "/login",
  "/login?mode=register",
  "/login/check-email",
  "/verify-email",
  "/developers",
  "/privacy-policy",
  "/terms-of-service",
  "/financial-disclaimer",
  "/unsubscribe/not-a-real-token",
  "/no-such-page (404)",
];
/** Gzipped JavaScript per page, as a multiple of a bare Next.js page's (ARCHITECTURE.md "Speed"): one limit for all. */
const JS_LANDING_LIMIT = 1.1;
const JS_PAGE_LIMIT = 1.4;

/** A page's HTML, or why there is none to weigh: a status other than 200, or a redirect Next.js streamed inside a 200. */
async function fetchPageHtml(
  baseUrl: string,
  pathname: string,
  cookie?: string,
  status = 200,
): Promise<string | { reason: string }> {
  const res = await fetchRetrying(`${baseUrl}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await res.text();
  if (res.status !== status) return { reason: `HTTP ${res.status}` };
  if (html.includes('id="__next-page-redirect"')) return { reason: "redirects" };
  return html;
}

/** The api section's unrecorded load per server and route before any measurement (see there). */
const SETTLE_SECONDS = 4;

/** One recorded load, after a short unrecorded one: every server measured gets its JIT warm and its pool full. */
async function warmThenLoad(url: string, target: LoadTarget, cookies: string[]): Promise<LoadResult> {
  await runLoad(url, target, { connections: CONNECTIONS, durationSeconds: 1, cookies });
  return runLoad(url, target, { connections: CONNECTIONS, durationSeconds: LOAD_SECONDS, cookies });
}

/**
 * A growth load (after a short unrecorded one), with the CPU that the server's process tree and PostgreSQL (this
 * process's "postgres" descendants) spent per request: on a busy machine latency drifts with what else runs, the
 * CPU a request costs much less.
 */
async function growthLoad(
  url: string,
  target: LoadTarget,
  cookie: string,
  serverPid: number,
): Promise<LoadResult & { cpuMs: number }> {
  const options = { connections: GROWTH_CONNECTIONS, cookies: [cookie] };
  await runLoad(url, target, { ...options, durationSeconds: 1 });
  const cpu = () => treeCpuMs(serverPid) + treeCpuMs(process.pid, "postgres");
  const before = cpu();
  const result = await runLoad(url, target, { ...options, durationSeconds: LOAD_SECONDS });
  return { ...result, cpuMs: (cpu() - before) / result.requests };
}

/** The JSON answer of a signed-in GET. */
async function fetchJson(baseUrl: string, pathname: string, cookie: string): Promise<unknown> {
  const res = await fetchRetrying(`${baseUrl}${pathname}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET ${baseUrl}${pathname}: HTTP ${res.status}`);
  return res.json();
}

/** The first place two JSON values differ, as "path: a vs b", or null when they are equal. */
function firstDifference(a: unknown, b: unknown, at = "$"): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (
    typeof a === "object" &&
    a !== null &&
    typeof b === "object" &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b)
  ) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
}

/** The "growth" section's users: debts x payments, each user one row of its table. */
const GROWTH_DEBTS = [1, 20, 200];
const GROWTH_PAYMENTS = [0, 1_000, 10_000];
/** Few connections: the mean latency is then mostly the request's own time, not time queued behind the others. */
const GROWTH_CONNECTIONS = 4;
/** Registration addresses of the growth users, clear of the harness users' (0..USERS-1). */
const GROWTH_USER_INDEX = 1000;
/** The "storage" section's users: one calculation each, for a Pro user with this many debts. */
const STORAGE_DEBTS = [5, 20, 150];
const STORAGE_USER_INDEX = 2000;
/** The "heavy work" section: this many Pro users with HEAVY_DEBTS debts calculate at once beside another user. */
const HEAVY_CALCULATIONS = 8;
const HEAVY_DEBTS = 200;
const HEAVY_USER_INDEX = 3000;
/** Rounds of an idle window then a busy one (3 s each; 2 s with --quick). */
const HEAVY_ROUNDS = QUICK ? 2 : 4;
/** The "js size" section's new account (for /welcome). */
const WELCOME_USER_INDEX = 4000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (x: number, y: number) => (y > 0 ? `${(x / y).toFixed(2)}x` : "-");
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ms1 = (value: number) => `${value.toFixed(1)} ms`;

/** The value below which `p` percent of `values` fall (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

async function firstDebtId(bench: BenchApp, user: BenchUser): Promise<string> {
  const res = await fetch(`${bench.baseUrl}/api/debts`, { headers: { cookie: user.cookie } });
  const debts = (await res.json()) as { id: string }[];
  return debts[0]!.id;
}

// ------------------------------------------------------------------------------------------------- sections --
type Section = { name: string; run: () => Promise<void> };

// --only=engine, --only=api, --only=growth, --only=js, --only=lighthouse pick a group.
const sections: Section[] = [
  {
    name: "engine: computePlan with full schedules",
    run: async () => {
      const rows: string[][] = [];
      let verdict = "";
      for (const n of SIZES) {
        const debts = portfolio(n);
        const aval = measure(() =>
          computePlan({ debts, strategy: "avalanche", startMonth: START, includeSchedule: true }),
        );
        const snow = measure(() =>
          computePlan({ debts, strategy: "snowball", startMonth: START, includeSchedule: true }),
        );
        const both = aval.medianMs + snow.medianMs;
        rows.push([
          String(n),
          `${months(debts, "avalanche")} / ${months(debts, "snowball")}`,
          formatMicros(aval.medianMs),
          formatMicros(snow.medianMs),
          formatMicros(both),
          formatRate(aval.opsPerSec),
          formatRate(snow.opsPerSec),
        ]);
        if (n === 20)
          verdict = `Budget (20 debts, both strategies, schedules): ${formatMicros(both)} of 1000 µs -> ${both < 1 ? "OK" : "OVER BUDGET"}`;
      }
      printTable(
        "computePlan, includeSchedule: true (median per plan)",
        ["debts", "months A/S", "avalanche", "snowball", "A + S", "avalanche/s", "snowball/s"],
        rows,
        verdict,
      );
    },
  },
  {
    name: "engine: promos, deferred interest and lump sums",
    run: async () => {
      const rows: string[][] = [];
      let verdict = "";
      for (const n of SIZES) {
        const { debts, lumpSums } = promoPortfolio(n);
        const run = (strategy: Strategy) =>
          computePlan({ debts, strategy, startMonth: START, includeSchedule: true, lumpSums });
        const aval = measure(() => run("avalanche"));
        const snow = measure(() => run("snowball"));
        const both = aval.medianMs + snow.medianMs;
        const plan = run("avalanche");
        rows.push([
          String(n),
          plan.feasible ? String(plan.months) : "never",
          formatMicros(aval.medianMs),
          formatMicros(snow.medianMs),
          formatMicros(both),
        ]);
        if (n === 20)
          verdict = `Budget (20 debts with promos and lump sums, both strategies, schedules): ${formatMicros(both)} of 1000 µs -> ${both < 1 ? "OK" : "OVER BUDGET"}`;
      }
      printTable(
        "computePlan with promos and lump sums, includeSchedule: true (median per plan)",
        ["debts", "months", "avalanche", "snowball", "A + S"],
        rows,
        verdict,
      );
    },
  },
  {
    name: "engine: computePlan summary only",
    run: async () => {
      const rows: string[][] = [];
      for (const n of SIZES) {
        const debts = portfolio(n);
        const aval = measure(() => computePlan({ debts, strategy: "avalanche", startMonth: START }));
        const snow = measure(() => computePlan({ debts, strategy: "snowball", startMonth: START }));
        rows.push([
          String(n),
          formatMicros(aval.medianMs),
          formatMicros(snow.medianMs),
          formatRate(aval.opsPerSec),
          formatRate(snow.opsPerSec),
        ]);
      }
      printTable(
        "computePlan, includeSchedule: false (median per plan)",
        ["debts", "avalanche", "snowball", "avalanche/s", "snowball/s"],
        rows,
      );
    },
  },
  {
    name: "engine: comparePlans and target search",
    run: async () => {
      const rows: string[][] = [];
      for (const n of SIZES) {
        const debts = portfolio(n);
        const compare = measure(() => comparePlans({ debts, startMonth: START }));
        const target = { year: START.year + 10, month: START.month };
        const search = measure(
          () => extraPaymentForTargetDate({ debts, strategy: "avalanche", startMonth: START, target }),
          { batches: QUICK ? 9 : 21 },
        );
        rows.push([
          String(n),
          formatMicros(compare.medianMs),
          formatRate(compare.opsPerSec),
          formatMicros(search.medianMs),
          formatRate(search.opsPerSec),
        ]);
      }
      printTable(
        "comparePlans (avalanche + snowball + minimums, no schedules) and extraPaymentForTargetDate (10-year target)",
        ["debts", "compare", "compare/s", "target search", "searches/s"],
        rows,
      );
    },
  },
  {
    name: "api load",
    run: async () => {
      const { baseUrl, databaseUrl, users } = await app();
      // users[0] is kept out of the load: the page sections measure its dashboard and results, and the bare
      // server's strategy rows (the same INSERT, but not the app's whole stored result) would break its /results.
      const cookies = users.slice(1).map((u) => u.cookie);
      const landingHtml = await fetchHtml(baseUrl, "/");
      const bare = await startBareServer(await app(), landingHtml, scratch);
      const targets: { label: string; target: LoadTarget }[] = [
        { label: "GET /api/debts", target: { method: "GET", path: "/api/debts", signedIn: true } },
        { label: "GET /api/plan/this-month", target: { method: "GET", path: "/api/plan/this-month", signedIn: true } },
        {
          label: "POST /api/calculate-strategies",
          target: {
            method: "POST",
            path: "/api/calculate-strategies",
            body: JSON.stringify({ extraPayment: "200.00" }),
            signedIn: true,
          },
        },
        { label: "GET / (landing)", target: { method: "GET", path: "/", signedIn: false } },
      ];
      const rows: string[][] = [];
      const verdicts: string[] = [];
      const measured: Measured[] = [];
      // The floor: Next.js alone, a route handler that does nothing; no route of ours can do better than this. It
      // is measured right after each route, because this host's speed drifts over a run.
      const bareNext = await startBareNext(log);
      const noop: LoadTarget = { method: "GET", path: BARE_NOOP_PATH, signedIn: false };
      try {
        // A server just started is still compiling its hot paths well past warmThenLoad's one second: in four runs out of
        // five the floor's first measurement (the one after the first route) answered 548-622 req/s against 905-1,265 for
        // most of its later ones, and the app's CPU per request on a route fell by about 30% from its first load after a
        // start to its second. So every server first serves each route it is measured on for a few seconds, unrecorded.
        await whileClearingAiLimits(databaseUrl, async () => {
          for (const { target } of targets) {
            for (const url of [baseUrl, bare.baseUrl])
              await runLoad(url, target, { connections: CONNECTIONS, durationSeconds: SETTLE_SECONDS, cookies });
          }
        });
        await runLoad(bareNext.baseUrl, noop, { connections: CONNECTIONS, durationSeconds: SETTLE_SECONDS, cookies });
        // A ceiling is only one if it answers the same: the signed-in reads are compared for one load user first.
        for (const { label, target } of targets.filter((t) => t.target.signedIn && t.target.method === "GET")) {
          const [ours, theirs] = [
            await fetchJson(baseUrl, target.path, cookies[0]!),
            await fetchJson(bare.baseUrl, target.path, cookies[0]!),
          ];
          const difference = firstDifference(ours, theirs);
          if (difference) {
            rows.push([`! ${label}: the bare server's answer differs from the app's`, "-", "-", "-", "-", "-", "-"]);
            verdicts.push(`${label}: bare answer differs from the app's at ${difference}`);
          }
        }
        for (const { label, target } of targets) {
          const [appResult, bareResult] = await whileClearingAiLimits(databaseUrl, async () => [
            await warmThenLoad(baseUrl, target, cookies),
            await warmThenLoad(bare.baseUrl, target, cookies),
          ]);
          measured.push({
            label,
            app: appResult,
            bare: bareResult,
            floor: await warmThenLoad(bareNext.baseUrl, noop, cookies),
          });
          const share = appResult.rps / bareResult.rps;
          rows.push([
            label,
            formatRate(appResult.rps),
            ms(appResult.p99Ms),
            formatRate(bareResult.rps),
            ms(bareResult.p99Ms),
            ratio(appResult.rps, bareResult.rps),
            String(appResult.failures + bareResult.failures),
          ]);
          const misses = [
            share < 0.5 && "throughput under half the bare server's",
            appResult.p99Ms >= 100 && "p99 not under 100 ms",
          ]
            .filter(Boolean)
            .join(", ");
          verdicts.push(`${label}: ${misses ? `MISSES (${misses})` : "OK"}`);
          if (appResult.failures + bareResult.failures > 0)
            verdicts.push(`${label}: failed requests, the numbers above are not valid`);
        }
      } finally {
        await bare.stop();
        await bareNext.stop();
      }
      const floors = measured.map((m) => m.floor);
      const floor = floors.toSorted((a, b) => a.rps - b.rps)[Math.floor(floors.length / 2)]!;
      rows.push([
        `bare Next.js handler, no work (${BARE_NOOP_PATH}), median of ${floors.length}`,
        formatRate(floor.rps),
        ms(floor.p99Ms),
        "-",
        "-",
        "-",
        String(floors.reduce((sum, f) => sum + f.failures, 0)),
      ]);
      printTable(
        `Load: autocannon, ${CONNECTIONS} connections x ${LOAD_SECONDS} s each, app (next start) vs bare node:http + pg (same queries, pool ${POOL_MAX})`,
        ["route", "app req/s", "app p99", "bare req/s", "bare p99", "app/bare", "failed"],
        rows,
        `Older absolute targets (blocked: a no-op Next.js handler alone misses them here; ` +
          `printed for comparison): app/bare >= 0.50, p99 < 100 ms.\n${verdicts.join("\n")}\n` +
          `Floor: a Next.js handler doing no work answers ${formatRate(floor.rps)} req/s with p99 ${ms(floor.p99Ms)} here ` +
          `(${floors.map((f) => `${formatRate(f.rps)} / ${ms(f.p99Ms)}`).join(", ")}); ` +
          `a target above that is out of reach for any Next.js route on this machine.\n` +
          perRequestLines(measured),
      );
    },
  },
  {
    name: "growth",
    run: async () => {
      const bench = await app();
      const shapes = GROWTH_DEBTS.flatMap((debts) => GROWTH_PAYMENTS.map((payments) => ({ debts, payments })));
      log(
        `Creating ${shapes.length} users with ${GROWTH_DEBTS.join("/")} debts and ${GROWTH_PAYMENTS.join("/")} payments...`,
      );
      const started = Date.now();
      const users: { debts: number; payments: number; user: BenchUser }[] = [];
      // Three at a time: each adds its debts one by one (a debt's insert locks the user's row), so users in parallel
      // are what keeps setup short.
      for (let i = 0; i < shapes.length; i += 3) {
        const batch = shapes.slice(i, i + 3).map(async (shape, k) => {
          const user = await createGrowthUser(bench, GROWTH_USER_INDEX + i + k, shape.debts);
          await addPayments(bench.databaseUrl, user, shape.payments);
          return { ...shape, user };
        });
        users.push(...(await Promise.all(batch)));
      }
      await settleDatabase(bench.databaseUrl);
      log(`Created in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      const routes: LoadTarget[] = [
        { method: "GET", path: "/api/debts", signedIn: true },
        { method: "GET", path: "/api/plan/this-month", signedIn: true },
      ];
      // The bare server beside the app, row by row: whether a growth is the data's (both grow) or our code's.
      const bare = await startBareServer(bench, "", scratch);
      type Measured = LoadResult & { cpuMs: number };
      const results: { app: Measured; bare: Measured }[][] = [];
      const warnings: string[] = [];
      try {
        for (const { debts, payments, user } of users) {
          const row: { app: Measured; bare: Measured }[] = [];
          for (const target of routes) {
            const difference = firstDifference(
              await fetchJson(bench.baseUrl, target.path, user.cookie),
              await fetchJson(bare.baseUrl, target.path, user.cookie),
            );
            if (difference)
              warnings.push(
                `! ${debts} debts, ${payments} payments, GET ${target.path}: the bare answer differs at ${difference}`,
              );
            row.push({
              app: await growthLoad(bench.baseUrl, target, user.cookie, bench.pid),
              bare: await growthLoad(bare.baseUrl, target, user.cookie, bare.pid),
            });
          }
          results.push(row);
        }
      } finally {
        await bare.stop();
      }
      const rows = users.map(({ debts, payments }, i) => [
        String(debts),
        payments.toLocaleString("en-US"),
        ...results[i]!.flatMap((r) => [
          `${r.app.meanMs.toFixed(1)} ms`,
          formatRate(r.app.rps),
          `${r.app.cpuMs.toFixed(2)} ms`,
          `${r.bare.meanMs.toFixed(1)} ms`,
          `${r.bare.cpuMs.toFixed(2)} ms`,
        ]),
        String(results[i]!.reduce((sum, r) => sum + r.app.failures + r.bare.failures, 0)),
      ]);
      // Each route's cost in the biggest rows as a multiple of the smallest user's: mean latency and CPU per request.
      const at = (debts: number, payments: number) =>
        users.findIndex((u) => u.debts === debts && u.payments === payments);
      const [base, manyDebts, manyPayments, both] = [at(1, 0), at(200, 0), at(1, 10_000), at(200, 10_000)];
      const growth = routes.map((target, r) => {
        const x = (i: number, side: "app" | "bare", of: "meanMs" | "cpuMs") =>
          ratio(results[i]![r]![side][of], results[base]![r]![side][of]);
        const line = (side: "app" | "bare", of: "meanMs" | "cpuMs") =>
          `200 debts ${x(manyDebts, side, of)}, 10,000 payments ${x(manyPayments, side, of)}, both ${x(both, side, of)}`;
        return (
          `  GET ${target.path}, mean latency: app ${line("app", "meanMs")}; bare ${line("bare", "meanMs")}\n` +
          `  GET ${target.path}, CPU per request: app ${line("app", "cpuMs")}; bare ${line("bare", "cpuMs")}`
        );
      });
      printTable(
        `Growth: autocannon, ${GROWTH_CONNECTIONS} connections x ${LOAD_SECONDS} s per route and server, one user per row; app (next start) ` +
          `and bare server (same queries): mean latency, req/s, and CPU per request (the server's process and PostgreSQL's, from /proc)`,
        [
          "debts",
          "payments",
          "debts app",
          "req/s",
          "CPU",
          "bare",
          "CPU",
          "this-month app",
          "req/s",
          "CPU",
          "bare",
          "CPU",
          "failed",
        ],
        rows,
        `${warnings.length ? `${warnings.join("\n")}\n` : ""}Against the 1-debt, 0-payment user's:\n${growth.join("\n")}`,
      );
    },
  },
  {
    name: "js size",
    run: async () => {
      const { baseUrl, databaseUrl, users } = await app();
      const cookie = users[0]!.cookie;
      const bareResult = await measureBareNextPage(log);
      // A returning user's pages, a new account's /welcome (no first name yet), and the signed-out ones.
      const newcomer = await registerUser(baseUrl, databaseUrl, WELCOME_USER_INDEX);
      await withDatabase(databaseUrl, (db) =>
        db.query(`UPDATE "User" SET "firstName" = NULL WHERE email = $1`, [newcomer.email]),
      );
      const pages: { label: string; path: string; cookie?: string; landing?: boolean }[] = [
        { label: "/ (landing)", path: "/", landing: true },
        { label: "/ (dashboard, signed in)", path: "/", cookie },
        ...SIGNED_IN_PAGES.map((path) => ({ label: path, path, cookie })),
        { label: "/welcome (new account)", path: "/welcome", cookie: newcomer.cookie },
        ...SIGNED_OUT_PAGES.map((label) => ({ label, path: label.split(" ")[0]! })),
      ];
      const rows: string[][] = [];
      const skipped: string[] = [];
      const verdicts: string[] = [];
      for (const page of pages) {
        const html = await fetchPageHtml(baseUrl, page.path, page.cookie, page.label.endsWith("(404)") ? 404 : 200);
        // A page that does not render for the bench user (an error, a redirect) has no JavaScript of its own to weigh.
        if (typeof html !== "string") {
          skipped.push(`${page.label} (${html.reason})`);
          continue;
        }
        const result = await measurePageJs(html, httpLoader(baseUrl));
        const times = result.gzipBytes / bareResult.gzipBytes;
        rows.push([
          page.label,
          String(result.files),
          kb(result.rawBytes),
          kb(result.gzipBytes),
          ratio(result.gzipBytes, bareResult.gzipBytes),
        ]);
        const limit = page.landing ? JS_LANDING_LIMIT : JS_PAGE_LIMIT;
        verdicts.push(
          `${times <= limit ? "OK     " : "MISSES "} ${page.label} ${times.toFixed(2)}x <= ${limit.toFixed(2)}x`,
        );
        if (JS_SOURCES && times > limit) {
          const heaviest = heaviestSources(html, BENCH_DIST_DIR, 12);
          verdicts.push(
            ...heaviest.map(({ source, gzipBytes }) => `          ${kb(gzipBytes).padStart(8)}  ${source}`),
          );
        }
      }
      rows.push([
        "bare Next.js page",
        String(bareResult.files),
        kb(bareResult.rawBytes),
        kb(bareResult.gzipBytes),
        "1.00x",
      ]);
      const missed = verdicts.filter((v) => v.startsWith("MISSES")).length;
      printTable(
        "JavaScript per page (every <script src> and script preload, gzip -9, summed)",
        ["page", "files", "raw", "gzipped", "vs bare"],
        rows,
        `Targets: landing <= ${JS_LANDING_LIMIT.toFixed(2)}x, every other page <= ${JS_PAGE_LIMIT.toFixed(2)}x a bare Next.js page.\n` +
          `${verdicts.join("\n")}\n` +
          (skipped.length ? `Skipped (not a 200 page for the bench user): ${skipped.join(", ")}\n` : "") +
          `Verdict: ${missed === 0 ? "OK, every page within its target" : `MISSES on ${missed} of ${verdicts.length} pages`}`,
      );
    },
  },
  {
    name: "lighthouse",
    run: async () => {
      const { baseUrl, users } = await app();
      const cookie = users[0]!.cookie;
      const bareNext = await startBareNext(log);
      // The bare page first: the signed-in pages' targets are read against its median from this same run.
      const pages: { label: string; url: string; cookie?: string }[] = [
        { label: "bare Next.js page (floor)", url: `${bareNext.baseUrl}/` },
        { label: "/ (landing)", url: `${baseUrl}/` },
        { label: "/ (dashboard, signed in)", url: `${baseUrl}/`, cookie },
        { label: "/results (signed in)", url: `${baseUrl}/results`, cookie },
      ];
      const medians: { label: string; run: LighthouseRun }[] = [];
      const rows: string[][] = [];
      try {
        // A served page is warm: its first request after `next start` also loads and compiles the route's server
        // code (~0.3 s more), which Lighthouse would count as server response time.
        for (const page of pages) await fetchHtml(page.url, "", page.cookie);
        // Round by round, every page once per round: a slow stretch of this shared machine then lands on the floor
        // and the pages alike, instead of on whichever page's runs it happened to meet.
        const runsOf: LighthouseRun[][] = pages.map(() => []);
        for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
          for (const [i, page] of pages.entries()) {
            runsOf[i]!.push(
              runLighthouse(page.url, {
                cookie: page.cookie,
                outDir: LIGHTHOUSE_REPORTS,
                name: `lighthouse-${i}-${round}`,
              }),
            );
          }
        }
        for (const [i, page] of pages.entries()) {
          const runs = runsOf[i]!;
          const run = {
            ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])),
            tbtMs: median(runs.map((r) => r.tbtMs)),
            cls: Math.max(...runs.map((r) => r.cls)),
          } as LighthouseRun;
          medians.push({ label: page.label, run });
          const spread = runs.length > 1 ? ` (${runs.map((r) => r.performance).join(", ")})` : "";
          const tbts = runs.length > 1 ? ` (${runs.map((r) => r.tbtMs).join(", ")})` : "";
          rows.push([
            page.label,
            `${run.performance}${spread}`,
            ...LIGHTHOUSE_CATEGORIES.slice(1).map((c) => String(run[c])),
            `${ms(run.tbtMs)}${tbts}`,
            run.cls.toFixed(3),
            runs.map((r) => r.benchmarkIndex.toLocaleString("en-US")).join(", "),
          ]);
        }
      } finally {
        await bareNext.stop();
      }
      const floor = medians[0]!.run;
      // The targets for the landing, the dashboard and results (ARCHITECTURE.md "Speed"), as ratios to the floor
      // measured above in the same rounds.
      const verdicts = medians.slice(1).map(({ label, run }) => {
        const misses = [
          run.performance < floor.performance - LIGHTHOUSE_POINTS &&
            `performance ${run.performance} (floor ${floor.performance} - ${LIGHTHOUSE_POINTS})`,
          run.tbtMs > LIGHTHOUSE_TBT_RATIO * floor.tbtMs &&
            `TBT ${ms(run.tbtMs)} > ${LIGHTHOUSE_TBT_RATIO} x ${ms(floor.tbtMs)}`,
          run.cls > 0 && `CLS ${run.cls.toFixed(3)}`,
          ...LIGHTHOUSE_CATEGORIES.filter((c) => c !== "performance" && run[c] < 100).map((c) => `${c} ${run[c]}`),
        ].filter(Boolean);
        return `${label}: ${misses.length ? `MISSES (${misses.join(", ")})` : "OK"}`;
      });
      printTable(
        `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (default throttling), headless Chromium, each page warmed by one request, run in rounds (every page once per round); ` +
          `median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? "s (each run's performance and TBT in brackets; CLS: the worst run)" : ""}; ` +
          `the signed-in pages as a returning user with ${BENCH_HISTORY_MONTHS} months of payments`,
        ["page", ...LIGHTHOUSE_CATEGORIES, "TBT", "CLS", "CPU benchmark index per run"],
        rows,
        `Targets (landing, dashboard, results): performance within ${LIGHTHOUSE_POINTS} points of the bare page's, TBT at most ` +
          `${LIGHTHOUSE_TBT_RATIO}x its, CLS 0, the other categories 100. The benchmark index is Lighthouse's measure of the ` +
          `machine's speed at each run (a quiet 2-core machine here: about 1,500-2,700); runs far below the others met a loaded machine.\n` +
          `${verdicts.join("\n")}\n` +
          `Full reports (open in https://googlechrome.github.io/lighthouse/viewer/): ${LIGHTHOUSE_REPORTS}/lighthouse-*.json`,
      );
    },
  },
  {
    name: "storage",
    run: async () => {
      const bench = await app();
      const rows: string[][] = [];
      const db = new Client({ connectionString: bench.databaseUrl });
      await db.connect();
      try {
        for (const [i, count] of STORAGE_DEBTS.entries()) {
          const user = await createGrowthUser(bench, STORAGE_USER_INDEX + i, count);
          const headers = { "content-type": "application/json", cookie: user.cookie };
          const res = await fetchRetrying(`${bench.baseUrl}/api/calculate-strategies`, {
            method: "POST",
            headers,
            body: JSON.stringify({ extraPayment: "200.00" }),
          });
          const answer = await res.text();
          if (res.status !== 200)
            throw new Error(
              `POST /api/calculate-strategies (${count} debts): HTTP ${res.status} ${answer.slice(0, 200)}`,
            );
          const { id, comparison } = JSON.parse(answer) as {
            id: string;
            comparison: Record<string, { months: number | null }>;
          };
          // As stored: pg_column_size is the value on disk (TOAST-compressed when large); the text is what was sent.
          const { rows: sizes } = await db.query<{ stored: number; text: number; row: number }>(
            `SELECT pg_column_size(result) AS stored, octet_length(result::text) AS text, pg_column_size(s.*) AS row FROM "Strategy" s WHERE id = $1`,
            [id],
          );
          const size = sizes[0]!;
          // Reading the full strategy runs the engine again on the stored inputs: its time per read, sequentially.
          const reads: number[] = [];
          for (let r = 0; r < (QUICK ? 3 : 7); r++) {
            const started = performance.now();
            const latest = await fetchRetrying(`${bench.baseUrl}/api/strategies/latest`, { headers });
            await latest.arrayBuffer();
            if (latest.status !== 200) throw new Error(`GET /api/strategies/latest: HTTP ${latest.status}`);
            reads.push(performance.now() - started);
          }
          rows.push([
            String(count),
            String(comparison.avalanche?.months ?? "-"),
            kb(Buffer.byteLength(answer)),
            kb(size.text),
            kb(size.stored),
            kb(size.row),
            `${median(reads).toFixed(1)} ms`,
          ]);
        }
      } finally {
        await db.end();
      }
      printTable(
        "Storage per calculation (a Pro user: avalanche, snowball, minimums and the two more orders; $200 extra)",
        [
          "debts",
          "months",
          "answer (no schedules)",
          "result as text",
          "result stored",
          "whole row",
          "GET latest (runs the engine)",
        ],
        rows,
        "A strategy row holds the engine's inputs and each plan's summary; the schedules in the answer are computed again " +
          "on each full read (lib/strategies/storage.ts). Earlier, the stored result was the answer itself.",
      );
    },
  },
  {
    name: "heavy work",
    run: async () => {
      const bench = await app();
      const calculators = await Promise.all(
        Array.from({ length: HEAVY_CALCULATIONS }, (_, i) =>
          createGrowthUser(bench, HEAVY_USER_INDEX + i, HEAVY_DEBTS),
        ),
      );
      const other = await createGrowthUser(bench, HEAVY_USER_INDEX + HEAVY_CALCULATIONS, 20);
      const post = async (user: BenchUser) => {
        const res = await fetch(`${bench.baseUrl}/api/calculate-strategies`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: user.cookie },
          body: JSON.stringify({ extraPayment: "500.00" }),
        });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`POST /api/calculate-strategies: HTTP ${res.status}`);
        return body.byteLength;
      };
      const get = async (user: BenchUser, pathname: string) => {
        const res = await fetch(`${bench.baseUrl}${pathname}`, { headers: { cookie: user.cookie } });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET ${pathname}: HTTP ${res.status}`);
        return body.byteLength;
      };
      const first = calculators[0]!;
      const answer = await post(first);
      const full = await get(first, "/api/strategies/latest");
      const oneDebt = await get(
        first,
        "/api/strategies/latest/schedule?kind=saved&debtId=" + (await firstDebtId(bench, first)),
      );

      // Another user's reads, one at a time for a fixed time: idle, then while the calculators run back to back.
      // Idle and busy windows alternate, round by round, so a slower stretch of this shared machine lands on both
      // alike instead of on whichever one it met (as the Lighthouse rounds do).
      const seconds = QUICK ? 2 : 3;
      const sample = async () => {
        const times: number[] = [];
        const until = performance.now() + seconds * 1000;
        while (performance.now() < until) {
          const started = performance.now();
          await get(other, "/api/debts");
          times.push(performance.now() - started);
        }
        return times;
      };
      await sample(); // warm-up
      const idle: number[] = [];
      const busy: number[] = [];
      let calculations = 0;
      for (let round = 0; round < HEAVY_ROUNDS; round++) {
        idle.push(...(await sample()));
        let running = true;
        const loops = calculators.map(async (user) => {
          while (running) {
            await post(user);
            calculations++;
          }
        });
        busy.push(...(await sample()));
        running = false;
        await Promise.all(loops);
      }
      const [idle50, idle99, busy50, busy99] = [
        percentile(idle, 50),
        percentile(idle, 99),
        percentile(busy, 50),
        percentile(busy, 99),
      ];
      printTable(
        `Heavy work: ${HEAVY_CALCULATIONS} Pro users with ${HEAVY_DEBTS} debts each calculating back to back, another user's GET /api/debts`,
        ["", "answer", "p50", "p99", "requests"],
        [
          [`POST /api/calculate-strategies (${HEAVY_DEBTS} debts)`, kb(answer), "", "", ""],
          ["GET /api/strategies/latest (every schedule)", kb(full), "", "", ""],
          ["GET /api/strategies/latest/schedule (one debt)", kb(oneDebt), "", "", ""],
          [
            `another user's GET /api/debts, idle (${HEAVY_ROUNDS} windows of ${seconds} s)`,
            "",
            ms1(idle50),
            ms1(idle99),
            String(idle.length),
          ],
          [
            `... while ${HEAVY_CALCULATIONS} calculate (the windows between; ${calculations} done)`,
            "",
            ms1(busy50),
            ms1(busy99),
            String(busy.length),
          ],
        ],
        `Targets: the calculation's answer at most 1 MB: ${answer <= 1024 * 1024 ? "OK" : "MISSES"}; ` +
          `the other user's p99 under 2x idle: ${busy99 < 2 * idle99 ? "meets" : "MISSES"} (${ratio(busy99, idle99)}).`,
      );
    },
  },
];

async function main(): Promise<void> {
  console.log(
    `Payoff engine benchmark: Node ${process.version}, ${QUICK ? "quick" : "full"} run, ` +
      `median of batches after warm-up, timed by ${CPU ? "process CPU time (--cpu)" : "wall clock"}.`,
  );
  try {
    for (const section of sections) {
      if (ONLY && !section.name.toLowerCase().includes(ONLY)) continue;
      await section.run();
    }
  } finally {
    if (harness) await (await harness.catch(() => undefined))?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  if (sink === 0) console.log(""); // never true; reading sink keeps it observable
}

main().catch((error: unknown) => {
  console.error(error);
  // exit() rather than exitCode: the embedded PostgreSQL's exit hook would otherwise end the process with 0.
  process.exit(1);
});

interface Measured {
  label: string;
  app: LoadResult;
  bare: LoadResult;
  /** The no-op Next.js handler, measured right after this route's app and bare runs. */
  floor: LoadResult;
}

/**
 * Where each route's time goes, from the same run: with the server process saturated (32 connections keep it busy),
 * 1 / (req/s) is its time per request, so the app's time minus the no-op handler's (measured next to it) is what
 * our own code costs, to read against the bare server's whole request (which has no framework to pay for).
 */
/** The routes whose own time per request is held to the bare server's whole request (ARCHITECTURE.md "Speed"). */
const OWN_TIME_TARGET_ROUTES = ["GET /api/debts", "GET /api/plan/this-month"];

function perRequestLines(measured: Measured[]): string {
  const msPer = (rps: number) => 1000 / rps;
  const lines = measured.map(({ label, app, bare, floor }) => {
    const next = msPer(floor.rps);
    const ours = msPer(app.rps) - next;
    return `  ${label}: ${msPer(app.rps).toFixed(2)} ms = Next.js alone ${next.toFixed(2)} + ours ${ours.toFixed(2)}; bare server's whole request ${msPer(bare.rps).toFixed(2)} ms`;
  });
  // Our part of a request does the same work as the bare server's whole one (which has no framework to pay for).
  // The two read routes are held to it; the others' ratio is printed without a verdict.
  const verdicts = measured.map(({ label, app, bare, floor }) => {
    const ratio = (msPer(app.rps) - msPer(floor.rps)) / msPer(bare.rps);
    if (!OWN_TIME_TARGET_ROUTES.includes(label))
      return `  ${label}: ours / bare whole request ${ratio.toFixed(1)}x (no target)`;
    return `  ${label}: ours <= bare whole request: ${ratio <= 1 ? "OK" : `MISSES (${ratio.toFixed(1)}x)`}`;
  });
  return `Per request at saturation (1 / req/s):\n${lines.join("\n")}\n${verdicts.join("\n")}`;
}
